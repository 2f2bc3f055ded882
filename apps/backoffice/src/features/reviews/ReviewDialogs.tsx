import type { TCareReviewItem } from '@food/contracts';
import { useState, type FormEvent } from 'react';
import { useErrorText, useT } from '../../i18n';
import { TextArea } from '../../ui';
import { FormDialog } from '../admin-kit';
import { moderateReview, replyToReview } from './reviews-api';
import { reviewsMessages } from './messages';

/** What the dialogs need of a review: the card's and the list's rows both have it. */
interface ReviewRef {
  id: number;
  score: number;
  reply: string | null;
  authorName?: string;
}

interface DialogProps {
  review: ReviewRef;
  onClose: () => void;
  /** the review as the API answered the write */
  onDone: (review: TCareReviewItem) => void;
}

/** One small form: checks its field, sends, and shows the API's refusal in place. */
function useSend(send: () => Promise<TCareReviewItem> | null, onDone: (r: TCareReviewItem) => void) {
  const explain = useErrorText();
  const [isBusy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const request = send();
    if (!request) return;
    setBusy(true);
    setFailure(null);
    try {
      onDone(await request);
    } catch (err) {
      setFailure(explain(err));
    } finally {
      setBusy(false);
    }
  };
  return { isBusy, failure, submit };
}

const MAX_REPLY = 2000;
const MAX_REASON = 500;

/** The brand's reply under a review (shown in the customer's account); empty takes it away. */
export function ReplyDialog({ review, onClose, onDone }: DialogProps) {
  const t = useT(reviewsMessages);
  const [text, setText] = useState(review.reply ?? '');
  const tooLong = text.trim().length > MAX_REPLY;
  const form = useSend(() => (tooLong ? null : replyToReview(review.id, { reply: text.trim() })), onDone);
  return (
    <FormDialog
      title={t('replyTitle', { author: review.authorName || t('noAuthor') })}
      description={t('replyDescription')}
      submitLabel={t('save')}
      form={form}
      onClose={onClose}
    >
      <TextArea
        label={t('replyLabel')}
        rows={5}
        value={text}
        onChange={(e) => setText(e.target.value)}
        error={tooLong ? t('replyTooLong') : undefined}
      />
    </FormDialog>
  );
}

/** Keeps a review off the public page, with an optional reason for the audit log. */
export function RejectDialog({ review, onClose, onDone }: DialogProps) {
  const t = useT(reviewsMessages);
  const [reason, setReason] = useState('');
  const tooLong = reason.trim().length > MAX_REASON;
  const form = useSend(
    () =>
      tooLong
        ? null
        : moderateReview(review.id, {
            status: 'REJECTED',
            ...(reason.trim() ? { reason: reason.trim() } : {}),
          }),
    onDone,
  );
  return (
    <FormDialog
      title={t('rejectTitle', { author: review.authorName || t('noAuthor') })}
      description={t('rejectDescription')}
      submitLabel={t('reject')}
      form={form}
      onClose={onClose}
    >
      <TextArea
        label={t('reasonLabel')}
        rows={2}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        error={tooLong ? t('reasonTooLong') : undefined}
      />
    </FormDialog>
  );
}
