import './ui.css';

export { Button } from './Button';
export { Checkbox, Select, TextArea, TextField } from './fields';
export { Dialog } from './Dialog';
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
  type Tone,
} from './display';
export { ToastProvider, useToast } from './toast';
export { Choice } from './Choice';
