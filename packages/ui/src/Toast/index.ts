export { SWIPE_THRESHOLD, Toaster, type ToasterProps } from './Toaster';
export {
  createToastStore,
  dismissToast,
  toast,
  toastStore,
  toastVariants,
  TOAST_DURATION,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY,
  type ToastData,
  type ToastInput,
  type ToastStore,
  type ToastStoreOptions,
  type ToastVariant,
} from './toastStore';
