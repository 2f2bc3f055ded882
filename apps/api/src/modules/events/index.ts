// The events module's public interface: other modules and the composition root import only this
// file (.dependency-cruiser.cjs, CONTRIBUTING.md "Module boundaries").
export { BackofficeEvents } from './backoffice-events.js';
export { EVENT_TYPES, recordEvent, type EventType, type OutboxEvent } from './outbox.js';
