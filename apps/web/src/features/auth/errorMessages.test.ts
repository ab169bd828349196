import { describe, expect, it } from 'vitest';
import { loginErrorKey, registerErrorKey } from './errorMessages';

describe('SPEC §8 error mapping', () => {
  it.each([
    ['Incorrect email or password: invalid credentials', 'login.errors.invalidCredentials'],
    ['Login failed with status: 503', 'login.errors.server'],
    ['Network error', 'login.errors.generic'],
  ])('login: %s', (message, key) => expect(loginErrorKey(message)).toBe(key));

  it.each([
    ['This email is already registered', 'register.errors.emailInUse'],
    ['Registration failed with status: 500', 'register.errors.server'],
    ['Something else', 'register.errors.generic'],
  ])('register: %s', (message, key) => expect(registerErrorKey(message)).toBe(key));
});
