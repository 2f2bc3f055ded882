'use client';

import { useEffect } from 'react';
import { CLIENT_ERRORS_PATH, admitReport, toReport, type ClientErrorReport } from './client-error-report';

function send(report: ClientErrorReport) {
  const body = JSON.stringify(report);
  // a beacon outlives the page (an error just before leaving it); fetch where beacons are refused
  const queued = navigator.sendBeacon?.(CLIENT_ERRORS_PATH, new Blob([body], { type: 'application/json' }));
  if (!queued)
    void fetch(CLIENT_ERRORS_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      keepalive: true,
    }).catch(() => {});
}

/**
 * Mounted by the site layout when `ERROR_LOGGER` is on (client-error-report.ts): sends the page's
 * uncaught errors and unhandled rejections to the storefront's log. The error page reports the
 * crash it shows with `reportError`, which reaches the same listener.
 */
export function ErrorReporter() {
  useEffect(() => {
    const sent = new Set<string>();
    const page = () => window.location.href;
    const onError = (e: ErrorEvent) => {
      const report = toReport('error', e.error, {
        page: page(),
        file: e.filename,
        line: e.lineno,
        column: e.colno,
        message: e.message,
      });
      if (admitReport(sent, report)) send(report);
    };
    const onRejection = (e: PromiseRejectionEvent) => {
      const report = toReport('unhandledrejection', e.reason, {
        page: page(),
        message: 'Unhandled rejection',
      });
      if (admitReport(sent, report)) send(report);
    };
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
  return null;
}
