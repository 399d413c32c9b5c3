/** The messages the board workflow answers (spec section 8 where it has one). */
export const LINK_MESSAGES = {
  terminated: 'This operation cannot be performed because the evaluation board has been terminated',
  missingFields: 'Some input fields are missing',
  gradedAdd: 'Can not add because project is graded',
  gradedRemove: 'Can not remove because project is graded',
  ineligible: 'Ineligible for publicity',
  nothingToPublish: 'There is no student in this project, so there is nothing to publish',
} as const;
