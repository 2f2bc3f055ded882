import { useId, type ReactNode } from 'react';
import { commonMessages, useT } from '../../i18n';
import { Button, Dialog, Notice } from '../../ui';
import type { FormSubmit } from './use-form-submit';

/**
 * A dialog around one form (`useFormSubmit`): Cancel and the submit button under it, a refusal
 * that belongs to no field over the fields. Mount it only while it is open.
 */
export function FormDialog({
  title,
  description,
  submitLabel,
  form,
  onClose,
  children,
  after,
}: {
  title: ReactNode;
  description?: ReactNode;
  submitLabel: ReactNode;
  form: Pick<FormSubmit<string>, 'failure' | 'isBusy' | 'submit'>;
  onClose: () => void;
  /** the fields */
  children: ReactNode;
  /** shown under the form, outside it (other actions on the same thing) */
  after?: ReactNode;
}) {
  const common = useT(commonMessages);
  const formId = useId();
  return (
    <Dialog
      open
      size="lg"
      onClose={onClose}
      title={title}
      description={description}
      footer={
        <>
          <Button onClick={onClose}>{common('cancel')}</Button>
          <Button type="submit" form={formId} variant="primary" busy={form.isBusy}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} className="bo-form" onSubmit={form.submit} noValidate>
        {form.failure ? <Notice tone="danger">{form.failure}</Notice> : null}
        {children}
      </form>
      {after}
    </Dialog>
  );
}
