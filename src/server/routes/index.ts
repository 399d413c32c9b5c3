import type { FastifyPluginAsync } from 'fastify';
import account from './account';
import analytics from './analytics';
import xlsxExport from './xlsx/export';
import xlsxImport from './xlsx/import';
import audit from './audit';
import board from './board';
import boardMinutes from './boardMinutes';
import bulk from './bulk';
import dependents from './dependents';
import courseAdmin from './course/admin';
import courseMine from './course/mine';
import details from './details';
import documents from './documents';
import evalutionAdmin from './evalution/admin';
import evalutionLecturer from './evalution/lecturer';
import health from './health';
import history from './history';
import lectureinboard from './lectureinboard';
import live from './live';
import login from './login';
import mail from './mail';
import oidc from './oidc';
import marking from './marking';
import projectAdmin from './project/admin';
import projectBoard from './project/board';
import projectLecturer from './project/lecturer';
import projectinboard from './projectinboard';
import scheduleAdmin from './schedule/admin';
import scheduleMine from './schedule/mine';
import score from './score';
import scoreColumnAdmin from './scoreColumn/admin';
import semesterAdmin from './semester/admin';
import session from './session';
import studentAdmin from './student/admin';
import studentLists from './student/lists';
import studentPaged from './student/paged';
import studentincourse from './studentincourse';
import studentinproject from './studentinproject';
import subjectAdmin from './subject/admin';
import teacherAdmin from './teacher/admin';
import teacherBoard from './teacher/board';
import templateAdmin from './template/admin';

/** Every API plugin, mounted under /api. One plugin per resource (and slice); paths as spec section 7. */
export const apiRoutes: FastifyPluginAsync = async (api) => {
  for (const plugin of [
    health,
    login,
    oidc,
    session,
    account,
    semesterAdmin,
    subjectAdmin,
    courseAdmin,
    courseMine,
    projectAdmin,
    projectBoard,
    projectLecturer,
    templateAdmin,
    scoreColumnAdmin,
    evalutionAdmin,
    evalutionLecturer,
    studentAdmin,
    studentPaged,
    studentLists,
    teacherAdmin,
    teacherBoard,
    studentincourse,
    studentinproject,
    bulk,
    dependents,
    lectureinboard,
    projectinboard,
    score,
    marking,
    live,
    details,
    board,
    boardMinutes,
    documents,
    history,
    audit,
    scheduleAdmin,
    scheduleMine,
    analytics,
    xlsxExport,
    xlsxImport,
    mail,
  ]) {
    await api.register(plugin);
  }
};
