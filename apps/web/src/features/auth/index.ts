export { ForgotPasswordForm } from './ForgotPasswordForm';
export { ResetPasswordForm } from './ResetPasswordForm';
export { LoginForm } from './LoginForm';
export { RegisterForm } from './RegisterForm';
export { errorMessage, loginErrorKey, registerErrorKey } from './errorMessages';
export { readLoginState, type LoginNavigationState } from './navigationState';
