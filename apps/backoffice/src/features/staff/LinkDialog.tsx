import { useT } from '../../i18n';
import { Button, Dialog, Notice } from '../../ui';
import { CopyField, useStamp } from '../admin-kit';
import { staffMessages } from './messages';
import type { StaffLink } from './staff-api';

/** The one-time link of an invitation or reset, shown once to whoever made it, to hand on. */
export function LinkDialog({
  link,
  member,
  onClose,
}: {
  link: StaffLink;
  member: { name: string; email: string };
  onClose: () => void;
}) {
  const t = useT(staffMessages);
  const stamp = useStamp();
  return (
    <Dialog
      open
      onClose={onClose}
      title={t(link.kind === 'INVITE' ? 'linkTitleInvite' : 'linkTitleReset', { name: member.name })}
      description={t('linkIntro', { email: member.email, at: stamp(link.expiresAt, '') })}
      footer={
        <Button variant="primary" onClick={onClose}>
          {t('done')}
        </Button>
      }
    >
      <CopyField label={t('linkLabel')} value={link.link} />
      <Notice tone="warning">{t('linkWarning')}</Notice>
    </Dialog>
  );
}
