export type Role = 'admin' | 'std' | 'teach';

export const ROLE_HOME: Record<Role, string> = {
  admin: '/admin',
  std: '/student',
  teach: '/teacher',
};

/** The login call and screen of each role. */
export const LOGIN_PATH: Record<Role, string> = {
  std: '/loginstudent',
  teach: '/loginteacher',
  admin: '/loginadmin',
};
