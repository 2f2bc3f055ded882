// The notifications module's public interface: the job queue and the composition root import only
// this file (.dependency-cruiser.cjs, CONTRIBUTING.md "Module boundaries").
export { MailSendError, createMailer, type Mailer } from './mailer.js';
export { OrderNoticeJobs } from './order-jobs.js';
export { PushService } from './push.js';
export { pushRoutes } from './push-routes.js';
export { NotificationService, type OrderNotice } from './service.js';
export { verifyEmailToken } from './tokens.js';
export { staffAlertAdminRoutes } from './staff-alert-routes.js';
export { StaffAlertService } from './staff-alert-service.js';
export { createTelegramSender } from './telegram.js';
