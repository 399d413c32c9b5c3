/** Texts of the footer's modal dialogs (spec section 2, Landing). */
export const FOOTER_DIALOGS = [
  {
    key: 'introduction',
    title: 'Introduction',
    body: 'Evaluation Project is the capstone evaluation application of the university: lecturers on evaluation boards grade each student of a capstone project per score column, results are published once every lecturer of the board has marked, and students read their grade report.',
  },
  { key: 'contact', title: 'Contact', body: 'Email: evaluation@university.edu.vn · Phone: (028) 7300 1866' },
  { key: 'address', title: 'Address', body: 'Lot E2a-7, D1 Street, Saigon Hi-tech Park, Long Thanh My Ward, Thu Duc City, Ho Chi Minh City' },
  { key: 'privacy', title: 'Privacy', body: '' },
  { key: 'terms', title: 'Terms of Use', body: '' },
] as const;
