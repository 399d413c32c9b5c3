/**
 * The English texts of the signed-out pages (landing, logins) and what every screen shares: the only catalogue a
 * first visit to a signed-out page loads (the landing bundle must not grow). The rest is app.en.ts,
 * loaded with the signed-in app (i18n.ts); en.ts joins both.
 */
const publicEn = {
  language: { label: 'Language' },
  app: { title: 'EVALUATION PROJECT', home: 'Home', copyright: '© {{year}} Evaluation Project', logo: 'Evaluation Project logo' },
  footer: {
    nav: 'About',
    close: 'Close',
    introduction: 'Introduction',
    introductionBody:
      'Evaluation Project is the capstone evaluation application of the university: lecturers on evaluation boards grade each student of a capstone project per score column, results are published once every lecturer of the board has marked, and students read their grade report.',
    contact: 'Contact',
    contactBody: 'Email: evaluation@university.edu.vn · Phone: (028) 7300 1866',
    address: 'Address',
    addressBody: 'Lot E2a-7, D1 Street, Saigon Hi-tech Park, Long Thanh My Ward, Thu Duc City, Ho Chi Minh City',
    privacy: 'Privacy',
    terms: 'Terms of Use',
  },
  landing: { title: 'Login', student: 'Login for Student', lecturer: 'Login for Lecturer', admin: 'Login for Admin' },
  login: {
    sessionEnded: 'Your session has ended — sign in again',
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
    skipToMain: 'Skip to main content',
    loadFailed: 'The application could not be loaded. Check the connection and try again.',
    retry: 'Retry',
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
