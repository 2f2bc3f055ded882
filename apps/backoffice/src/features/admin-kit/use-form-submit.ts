import { isErrorCode, type ErrorCode } from '@food/contracts/errors';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../api/client';
import { showFieldErrors } from './focus-invalid';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export interface FormSubmit<F extends string> {
  errors: FieldErrors<F>;
  /** a refusal that belongs to no field, shown over the form */
  failure: string | null;
  isBusy: boolean;
  submit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
}

/**
 * The submit of a back-office form: the fields are checked first (nothing is sent while one is
 * marked, and the first marked one takes the focus), then `send` runs; a refusal whose code
 * `fieldCodes` places at a field is shown there (a taken e-mail, a wrong password), any other
 * over the form.
 */
export function useFormSubmit<F extends string>({
  check,
  send,
  fieldCodes = {},
  explain,
}: {
  check: () => FieldErrors<F>;
  send: () => Promise<void>;
  /** the API error codes answered at a field, e.g. `{ EMAIL_TAKEN: 'email' }` */
  fieldCodes?: Partial<Record<ErrorCode, F>>;
  explain: (error: unknown) => string;
}): FormSubmit<F> {
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = check();
    setFailure(null);
    showFieldErrors(event.currentTarget, () => setErrors(found));
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      await send();
    } catch (err) {
      const field = err instanceof ApiError && isErrorCode(err.code) ? fieldCodes[err.code] : undefined;
      if (field) setErrors({ [field]: explain(err) } as FieldErrors<F>);
      else setFailure(explain(err));
    } finally {
      setBusy(false);
    }
  }

  return { errors, failure, isBusy, submit };
}
