/**
 * The English texts of the signed-out pages (landing, logins) and what every screen shares: the only catalogue a
 * first visit to a signed-out page loads (issue 14/15: the landing bundle must not grow). The rest is app.en.ts,
 * loaded with the signed-in app (i18n.ts); en.ts joins both.
 */
const publicEn = {
  language: { label: 'Language' },
  app: { title: 'EVALUATION PROJECT', home: 'Home', copyright: '© {{year}} Evaluation Project' },
  landing: { title: 'Login', student: 'Login for Student', lecturer: 'Login for Lecturer', admin: 'Login for Admin' },
  login: {
    title: 'Login',
    std: 'Student',
    teach: 'Lecturer',
    admin: 'Admin',
    username: 'Username',
    password: 'Password',
    submit: 'Login',
    loading: 'Loading...',
  },
  common: {
    loading: 'Loading...',
    close: 'Close',
    cancel: 'Cancel',
    save: 'Save',
    delete: 'Delete',
    edit: 'Edit',
    add: 'Add',
    back: 'Back',
    yes: 'Yes',
    no: 'No',
    confirm: 'Confirm',
    search: 'Search',
    none: 'None',
    notPublished: 'Not published',
    passed: 'Passed',
    failed: 'Not passed',
    print: 'Print',
  },
};

export default publicEn;
