/** Why a sign-in failed, by the code the login log stores, under `app.login-log`, in both languages. */
const loginLogMessages = {
  en: {
    reason: {
      captcha: 'Graphic code missing or wrong',
      credentials: 'Account or password incorrect',
      disabled: 'Account disabled',
      'no-role': 'No role left',
      'second-factor': 'Second factor wrong (authenticator code, recovery code or passkey)',
    },
  },
  zh: {
    reason: {
      captcha: '图形验证码缺失或错误',
      credentials: '账号或密码错误',
      disabled: '账号已停用',
      'no-role': '账号已无任何角色',
      'second-factor': '第二重验证失败（验证器验证码、恢复码或通行密钥）',
    },
  },
};

export default loginLogMessages;
