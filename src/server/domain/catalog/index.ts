/** The admin console's catalogue, one file per resource: semesters, subjects, courses and projects. */
export * from './courses';
export * from './projects';
export * from './rows';
export * from './semesters';
export * from './subjects';
