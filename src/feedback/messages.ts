/** Texts of this part of the console, under `app.feedback`, in both languages. */
export const feedbackMessages = {
  en: {
    session_end_title: 'Sign in again',
    sign_in_again: 'Sign in',
    stay_here: 'Stay on this page',
    network_title: 'Network error',
    ok: 'OK',
  },
  zh: {
    session_end_title: '重新登录',
    sign_in_again: '去登录',
    stay_here: '留在此页',
    network_title: '网络异常',
    ok: '确定',
  },
};
