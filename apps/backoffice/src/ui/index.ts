import './ui.css';

export { Button, type ButtonProps, type ButtonVariant } from './Button';
export { Checkbox, Select, TextArea, TextField } from './fields';
export { Dialog, type DialogProps } from './Dialog';
export {
  Badge,
  EmptyState,
  Notice,
  PageHeader,
  Panel,
  Row,
  Spinner,
  Stack,
  Table,
  Toolbar,
  VisuallyHidden,
  type Tone,
} from './display';
export { ToastProvider, useToast } from './toast';
export { Choice, type ChoiceOption } from './Choice';
