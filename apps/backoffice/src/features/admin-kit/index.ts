import './admin.css';

export { adminKitMessages } from './messages';
export { ConfirmDialog } from './ConfirmDialog';
export { CopyField } from './CopyField';
export { FormDialog } from './FormDialog';
export { LoadStatus } from './LoadStatus';
export { Pager } from './Pager';
export { ScopeFields } from './ScopeFields';
export { ScopeText } from './ScopeText';
export { useResource, type Resource } from './use-resource';
export {
  EMPTY_SCOPE,
  isScopeEmpty,
  machineScopeBody,
  scopeNames,
  toggleId,
  type PickedScope,
} from './scope-rules';
export { useStamp } from './use-stamp';
export { endOfLocalDay, startOfLocalDay } from './stamp';
export { useUrlParams } from './use-url-params';
export { useOutletRead, type OutletRead } from './use-outlet-read';
export { showFieldErrors } from './focus-invalid';
export { useFormSubmit, type FieldErrors, type FormSubmit } from './use-form-submit';
