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
export { EMPTY_SCOPE, isScopeEmpty, machineScopeBody, type PickedScope } from './scope-rules';
export { useStamp } from './use-stamp';
export { useUrlParams } from './use-url-params';
export { useOutletRead } from './use-outlet-read';
export { showFieldErrors } from './focus-invalid';
export { useFormSubmit, type FieldErrors } from './use-form-submit';
