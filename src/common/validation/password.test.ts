import commonPasswords from './commonPasswords.json';
import type { ValidationError } from 'yup';
import { englishText } from './english';
import { changePasswordFormSchema, newPasswordProblem as problemOf } from './password';
import { saidOf } from './says';

/** The rule a password breaks, in English (as the server words it), or null. */
const newPasswordProblem = (password: string, username: string) => {
  const problem = problemOf(password, username);
  return problem && englishText(problem);
};

const valid = (values: object, username = 'lecturer1') =>
  changePasswordFormSchema.validate(values, { context: { username } }).then(() => 'ok', (e: ValidationError) => englishText(saidOf(e)!));

describe('new-password rules (shared by forms and server)', () => {
  it('ships exactly 1,000 distinct common passwords', () => {
    expect(new Set(commonPasswords).size).toBe(1000);
    expect(commonPasswords).toContain('123456');
  });
  it('accepts a good password and refuses short (under 12), blank, username and common ones', () => {
    expect(newPasswordProblem('Brand-New-Secret-7', 'lecturer1')).toBeNull();
    expect(newPasswordProblem('Ab1-xyz-Q7w', 'lecturer1')).toMatch(/at least 12/);
    expect(newPasswordProblem('Ab1-xyz-Q7w!', 'lecturer1')).toBeNull();
    expect(newPasswordProblem(' \t            ', 'lecturer1')).toMatch(/only spaces/);
    expect(newPasswordProblem('password1234', 'x')).toMatch(/too common/);
    expect(newPasswordProblem('!!Dragon123456', 'x')).toMatch(/too common/);
    expect(newPasswordProblem('LECTURER1', 'lecturer1')).toMatch(/username/);
    expect(newPasswordProblem('Password1', 'x')).toMatch(/too common/);
  });
  it('the form schema checks the confirmation and the username from its context', async () => {
    expect(await valid({ currentPassword: 'a', newPassword: 'Brand-New-Secret-7', confirmPassword: 'Brand-New-Secret-7' })).toBe('ok');
    expect(await valid({ currentPassword: 'a', newPassword: 'Brand-New-Secret-7', confirmPassword: 'other' })).toBe('The passwords do not match');
    expect(await valid({ currentPassword: 'a', newPassword: 'Lecturer1', confirmPassword: 'Lecturer1' })).toMatch(/username/);
  });
});
