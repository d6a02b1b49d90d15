// The confirmation dialog now lives with the shared components; cases keep importing it from here.
export { ConfirmDialog } from '../../../components/ui/confirm-dialog';
