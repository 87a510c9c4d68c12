/** Texts of this part of the console, under `app.public`, in both languages. */
export const publicMessages = {
  en: {
    copyright: '© 2023 Intercom Cloud',
    steps: 'What you will do',
    back_to_sign_in: 'Back to sign in',
    links: {
      register: 'Create an administrator account',
      forgot: 'Forgot your password? Reset it',
      by_phone: 'by phone',
      by_email: 'by email',
      service_terms: 'Terms of service (Chinese)',
      privacy: 'Privacy policy (Chinese)',
    },
    register: {
      title: 'Create an administrator account',
      intro:
        'An administrator account lets you manage the sites, residents and face registration of your organisation in this console.',
      steps: {
        details: {
          label: 'Tell us who you are',
          detail:
            'Enter an account name, your name and surname, your phone number with its country code, and your email.',
        },
        phone_code: {
          label: 'Confirm your phone number',
          detail: 'Request a verification code by SMS and enter it. A new code can be sent once a minute.',
        },
        password: {
          label: 'Choose a password',
          detail:
            '6 to 20 characters with a digit, a lowercase and an uppercase letter and a special character, no spaces, not containing your account name.',
        },
        terms: {
          label: 'Accept the terms',
          detail: 'Read and accept the terms of service and the privacy policy of the console.',
        },
        sign_in: {
          label: 'Sign in',
          detail:
            'Sign in with your account name and password. You start with the default role; an administrator of your organisation can grant you more.',
        },
      },
    },
    forgot: {
      by_phone: 'Reset it by phone instead',
      by_email: 'Reset it by email instead',
      phone: {
        title: 'Reset your password by phone',
        intro: 'Set a new password with a code sent by SMS to the phone number of your account.',
        steps: {
          identify: {
            label: 'Enter your phone number',
            detail: 'The phone number of your account, with its country code.',
          },
          code: {
            label: 'Enter the SMS code',
            detail: 'Request a code and enter it as soon as it arrives. A new code can be sent once a minute.',
          },
          new_password: {
            label: 'Choose a new password',
            detail:
              'Enter it twice: 6 to 20 characters with a digit, a lowercase and an uppercase letter and a special character, no spaces.',
          },
          sign_in: { label: 'Sign in', detail: 'Sign in with your account name and the new password.' },
        },
      },
      email: {
        title: 'Reset your password by email',
        intro: 'Set a new password with a code sent to the email address of your account.',
        steps: {
          identify: {
            label: 'Enter your email address',
            detail: 'The email address of your account.',
          },
          code: {
            label: 'Enter the email code',
            detail: 'Request a code, then look for it in your inbox (and spam folder) and enter it.',
          },
          new_password: {
            label: 'Choose a new password',
            detail:
              'Enter it twice: 6 to 20 characters with a digit, a lowercase and an uppercase letter and a special character, no spaces.',
          },
          sign_in: { label: 'Sign in', detail: 'Sign in with your account name and the new password.' },
        },
      },
    },
  },
  zh: {
    copyright: '© 2023 楼宇对讲云',
    steps: '操作步骤',
    back_to_sign_in: '返回登录',
    links: {
      register: '注册管理员账号',
      forgot: '忘记密码？找回方式：',
      by_phone: '手机',
      by_email: '邮箱',
      service_terms: '服务条款',
      privacy: '隐私政策',
    },
    register: {
      title: '注册管理员账号',
      intro: '管理员账号用于在本后台管理您所在单位的站点、住户及人脸登记。',
      steps: {
        details: {
          label: '填写基本信息',
          detail: '填写账号名、名字、姓氏、手机号码（含国家区号）及邮箱。',
        },
        phone_code: {
          label: '验证手机号码',
          detail: '获取短信验证码并填写。验证码每分钟只能发送一次。',
        },
        password: {
          label: '设置密码',
          detail: '6 到 20 个字符，包含数字、小写字母、大写字母和特殊字符，不含空格，且不能包含账号名。',
        },
        terms: {
          label: '同意条款',
          detail: '阅读并同意后台的服务条款和隐私政策。',
        },
        sign_in: {
          label: '登录',
          detail: '使用账号名和密码登录。新账号拥有默认角色，所在单位的管理员可以为您授予更多权限。',
        },
      },
    },
    forgot: {
      by_phone: '改用手机找回',
      by_email: '改用邮箱找回',
      phone: {
        title: '通过手机找回密码',
        intro: '使用发送到账号绑定手机的短信验证码设置新密码。',
        steps: {
          identify: {
            label: '填写手机号码',
            detail: '填写账号绑定的手机号码（含国家区号）。',
          },
          code: {
            label: '填写短信验证码',
            detail: '获取验证码并在收到后尽快填写。验证码每分钟只能发送一次。',
          },
          new_password: {
            label: '设置新密码',
            detail: '输入两次：6 到 20 个字符，包含数字、小写字母、大写字母和特殊字符，不含空格。',
          },
          sign_in: { label: '登录', detail: '使用账号名和新密码登录。' },
        },
      },
      email: {
        title: '通过邮箱找回密码',
        intro: '使用发送到账号绑定邮箱的验证码设置新密码。',
        steps: {
          identify: {
            label: '填写邮箱地址',
            detail: '填写账号绑定的邮箱。',
          },
          code: {
            label: '填写邮箱验证码',
            detail: '获取验证码后在收件箱（以及垃圾邮件）中查收并填写。',
          },
          new_password: {
            label: '设置新密码',
            detail: '输入两次：6 到 20 个字符，包含数字、小写字母、大写字母和特殊字符，不含空格。',
          },
          sign_in: { label: '登录', detail: '使用账号名和新密码登录。' },
        },
      },
    },
  },
};
