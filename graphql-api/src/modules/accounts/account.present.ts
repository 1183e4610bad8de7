import { schedulerSettingsView, studySettingsView } from './account.service';
import type { User } from './user.entity';

/** The REST shape of a user (DESIGN §7). */
export const presentUser = (user: User) => ({
  id: user.id,
  email: user.email,
  firstName: user.firstName,
  lastName: user.lastName,
  publicName: user.publicName,
  isOperator: user.isOperator,
  timeZone: user.timeZone,
  remindersEnabled: user.remindersEnabled,
  schedulerSettings: schedulerSettingsView(user),
  studySettings: studySettingsView(user),
});
