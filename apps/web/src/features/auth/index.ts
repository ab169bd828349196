export { ForgotPasswordForm, FORGOT_PASSWORD_DELAY_MS } from './ForgotPasswordForm';
export { LoginForm } from './LoginForm';
export { RegisterForm } from './RegisterForm';
export { errorMessage, loginErrorKey, registerErrorKey } from './errorMessages';
export { readLoginState, type LoginNavigationState } from './navigationState';
