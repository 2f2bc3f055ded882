import { displayPhone } from '@food/domain/phone-display';
import { useEffect, useState } from 'react';
import { ApiError } from '../../api/client';
import { useErrorText, useT } from '../../i18n';
import { Button, Notice, Row, Stack } from '../../ui';
import { linkMessages } from './link-messages';
import { resendPaymentLink } from './phone-order-api';

type Said = { tone: 'success' | 'warning' | 'info' | 'danger'; text: string };

/** the first detail's field, as the API's 429s and SEND_LIMIT_REACHED carry them */
function detailOf(error: ApiError, field: 'retryAfterSeconds' | 'paymentUrl'): unknown {
  const [first] = Array.isArray(error.details) ? (error.details as unknown[]) : [];
  return first !== null && typeof first === 'object' && field in first
    ? (first as Record<string, unknown>)[field]
    : undefined;
}

/**
 * "Send the payment link again" for an unpaid phone order (the placed order's page and the
 * board's held card): the API texts the open payment page, or a new one after a declined card,
 * at most once a minute and five times an order (phone-orders/README.md). The button waits out
 * the minute after each text; a paid or cancelled order, or the limit reached, ends it, and what
 * happened is said beside it (with the link to read out when the text did not go).
 */
export function ResendLink({
  orderId,
  localId,
  size = 'md',
}: {
  orderId: string;
  localId: number;
  size?: 'sm' | 'md';
}) {
  const t = useT(linkMessages);
  const explain = useErrorText();
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<Said | null>(null);
  const [waitUntil, setWaitUntil] = useState(0);
  const [isOver, setIsOver] = useState(false);

  useEffect(() => {
    if (!waitUntil) return;
    const timer = setTimeout(() => setWaitUntil(0), Math.max(0, waitUntil - Date.now()));
    return () => clearTimeout(timer);
  }, [waitUntil]);

  const send = async () => {
    setBusy(true);
    setSaid(null);
    try {
      const answer = await resendPaymentLink(orderId);
      setWaitUntil(Date.now() + answer.resendAfterSeconds * 1000);
      if (answer.textsLeft === 0) setIsOver(true);
      setSaid(
        answer.paymentLink.sent
          ? {
              tone: 'success',
              text: t('resent', {
                phone: displayPhone(answer.paymentLink.recipient),
                left: answer.textsLeft,
              }),
            }
          : {
              tone: 'warning',
              text: t('notResent', { error: answer.paymentLink.error ?? '', url: answer.paymentUrl }),
            },
      );
    } catch (error) {
      if (error instanceof ApiError && error.code === 'RESEND_TOO_SOON') {
        const seconds = Number(detailOf(error, 'retryAfterSeconds')) || 60;
        setWaitUntil(Date.now() + seconds * 1000);
        setSaid({ tone: 'warning', text: t('tooSoon', { seconds }) });
      } else if (error instanceof ApiError && error.code === 'SEND_LIMIT_REACHED') {
        setIsOver(true);
        const url = detailOf(error, 'paymentUrl');
        setSaid({ tone: 'warning', text: t('limit', { url: typeof url === 'string' ? url : '' }) });
      } else if (error instanceof ApiError && error.code === 'ORDER_ALREADY_PAID') {
        setIsOver(true);
        setSaid({ tone: 'info', text: t('paid') });
      } else if (error instanceof ApiError && error.code === 'PAYMENT_NOT_REQUIRED') {
        setIsOver(true);
        setSaid({ tone: 'info', text: t('notNeeded') });
      } else setSaid({ tone: 'danger', text: `${t('failed')} ${explain(error)}` });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="sm">
      <Row>
        <Button
          size={size}
          busy={busy}
          disabled={busy || isOver || waitUntil > 0}
          aria-label={t('resendLabel', { number: localId })}
          onClick={() => void send()}
        >
          {t('resend')}
        </Button>
      </Row>
      {said ? <Notice tone={said.tone}>{said.text}</Notice> : null}
    </Stack>
  );
}
