/** Import file columns: the export's (ID is ignored) plus username and password. */
export const IMPORT_FIELDS = { code: 'Code', name: 'Name', birthday: 'Birthday', address: 'Address', username: 'Username', password: 'Password' };
