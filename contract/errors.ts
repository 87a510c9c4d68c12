/**
 * The error catalogue (docs/domain.md#catalogue-of-codes): every business code with its English and
 * Chinese text and the HTTP status the server answers with (docs/architecture.md#the-http-contract). The specified
 * ranges (6021–6025, 6032–6034, 6100–6108) are split into one code per case.
 * 400, 404, 409, 413, 415 and 423 are the console's own additions for requests that break no
 * business rule but cannot be served (malformed body, unknown parameter, missing row, a row
 * other rows still refer to, an upload too large or of a type its route does not take),
 * and for changes that would lock administrators out; 503 for a call that needs a service
 * the console cannot reach now (the file store's bucket), which `msg` names.
 * `{msg}` in a text is filled with the response's `msg`.
 */

export interface CatalogueEntry {
  en: string;
  zh: string;
  http: number;
}

export const Code = {
  OK: 200,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  /** The console's own: a row other rows still refer to (a site with residents), so it cannot be deleted. */
  IN_USE: 409,
  /** The console's own: an upload over its kind's size or pixel limit. */
  FILE_TOO_LARGE: 413,
  /** The console's own: an upload whose bytes are not a type its route takes. */
  FILE_TYPE_REFUSED: 415,
  /** The console's own: a change that would lock administrators out (the last super admin, one's own account). */
  PROTECTED: 423,
  SYSTEM: 500,
  /** The console's own: a service the call needs (the file store's bucket) is not answering now; `msg` says which. */
  UNAVAILABLE: 503,
  LENGTH_6_20: 5001,
  PHONE_CODE_EMPTY: 5002,
  DATABASE: 6000,
  PHONE_EXISTS: 6001,
  ACCOUNT_NAME_EXISTS: 6002,
  PHONE_EMPTY: 6003,
  PHONE_FORMAT: 6004,
  ACCOUNT_NAME_EMPTY: 6005,
  ACCOUNT_NAME_LENGTH: 6006,
  ACCOUNT_NAME_FULL_WIDTH: 6007,
  NAME_EMPTY: 6008,
  NAME_LENGTH: 6009,
  EMAIL_EMPTY: 6010,
  EMAIL_FORMAT: 6011,
  PASSWORD_EMPTY: 6012,
  EMAIL_EXISTS: 6013,
  NEW_PASSWORD_EMPTY: 6015,
  NEW_PASSWORD_SAME_AS_OLD: 6016,
  PASSWORDS_DIFFER: 6018,
  DELETE_EMPTY: 6019,
  USER_INFO_INCORRECT: 6020,
  SYNC_SITE_ID_MISSING: 6021,
  SYNC_RESIDENT_OR_FACE_MISSING: 6022,
  SYNC_SITE_OR_RESIDENT_ABSENT: 6023,
  IMAGE_PARSE_FAILED: 6024,
  CLOUD_UPLOAD_FAILED: 6025,
  SMS_CODE_WRONG: 6026,
  ROLE_NAME_INVALID: 6027,
  SURNAME_EMPTY: 6028,
  SURNAME_LENGTH: 6029,
  NEW_PASSWORD_FORMAT: 6030,
  PASSWORD_FORMAT: 6031,
  SITE_ID_NULL: 6032,
  BIND_PARAMS_NULL: 6033,
  BIND_FAILED: 6034,
  ACCOUNT_OR_PASSWORD: 6035,
  PHONE_NOT_FOUND: 6036,
  DATA_NULL: 6037,
  SITE_NAME_EXISTS: 6038,
  ACCOUNT_NAME_NUMERIC: 6042,
  USER_DISABLED: 6043,
  ROLE_NAME_EXISTS: 6044,
  USER_LOST_DEFAULT_ROLE: 6046,
  REPEAT_REQUEST: 6047,
  FREQUENT_REQUESTS: 6048,
  NO_ACCOUNT_MATCHED: 6050,
  DEFAULT_ROLE_MISSING: 6054,
  CAPTCHA_REQUIRED: 6056,
  CAPTCHA_WRONG: 6057,
  UNBIND_PARAMS: 6058,
  NOT_MINE: 6059,
  OLD_PASSWORD_WRONG: 6061,
  SITE_NOT_BOUND_LOCAL: 6064,
  KEY_NULL: 6066,
  VALUE_NULL: 6067,
  KEY_DUPLICATE: 6068,
  CONFIG_MISSING: 6069,
  SITE_MISSING_OR_UNBOUND: 6070,
  MANUAL_SWITCH_OFF: 6071,
  MANUAL_SITE_MISMATCH: 6072,
  MANUAL_REGISTERED_BEFORE_SWITCH: 6073,
  FACE_STATE_UNSUITABLE: 6074,
  STALE: 6075,
  TACTIC_CODE_EXISTS: 6080,
  SWITCH_OFF: 6081,
  TACTIC_CODE_NULL: 6082,
  ACCOUNT_NAME_EMAIL: 6083,
  SITE_MISSING: 6084,
  LOCAL_SITE_MULTIPLE: 6085,
  NOT_BOUND: 6086,
  ALREADY_BOUND: 6087,
  EMAIL_TEMPLATE_MISSING: 6100,
  EMAIL_TEMPLATE_NAME_EMPTY: 6101,
  EMAIL_TEMPLATE_NAME_EXISTS: 6102,
  EMAIL_TEMPLATE_CONTENT_EMPTY: 6103,
  EMAIL_TEMPLATE_RENDER_FAILED: 6104,
  EMAIL_RECIPIENT_INVALID: 6105,
  EMAIL_SEND_FAILED: 6106,
  EMAIL_CODE_WRONG: 6107,
  EMAIL_CODE_ONE_RECIPIENT: 6108,
  SMS_NOT_REQUESTED: 6151,
  COUNTRY_CODE_BLANK: 6155,
  COUNTRY_CODE_WRONG: 6156,
  /** The console's own: the password was right; a second factor (authenticator code, recovery code or passkey) must follow. */
  SECOND_FACTOR_REQUIRED: 6200,
  SECOND_FACTOR_CODE_WRONG: 6201,
  SECOND_FACTOR_CHALLENGE_EXPIRED: 6202,
  SECOND_FACTOR_SETUP_REQUIRED: 6203,
  PASSKEY_REFUSED: 6204,
  SECOND_FACTOR_ALREADY_ON: 6205,
  SECOND_FACTOR_NOT_ON: 6206,
  PASSKEY_NAME_INVALID: 6207,
  /** The console's own: a deleted record cannot be made again while a row it refers to is gone; `msg` names it. */
  RESTORE_REFERENCE_GONE: 6230,
  /** The console's own: a deleted record cannot be made again without values its history no longer keeps (erased); `msg` names them. */
  RESTORE_VALUES_NOT_KEPT: 6231,
  REQUEST_TIMEOUT: 8002,
  CODE_SEND_FAILED: 10000,
  CODE_ONCE_A_MINUTE: 10001,
  SMS_PROVIDER: 10002,
  SMS_NO_SERVICE: 10003,
} as const;

export type CodeName = keyof typeof Code;

type Texts = [en: string, zh: string];

const TEXTS: Record<number, Texts> = {
  200: ['Success', '成功'],
  400: ['Invalid request: {msg}', '请求无效：{msg}'],
  401: ['The user is not authorized. Please log in', '用户未授权，请登录'],
  403: ['You do not have access to this interface', '您无权访问此接口'],
  404: ['Not found: {msg}', '未找到：{msg}'],
  409: ['In use: {msg}', '仍在使用中：{msg}'],
  413: ['The file is too large: {msg}', '文件过大：{msg}'],
  415: ['This type of file is not accepted here: {msg}', '此处不接受该类型的文件：{msg}'],
  423: ['Not allowed, it would lock administrators out: {msg}', '不允许，否则管理员将无法登录或管理：{msg}'],
  500: ['System Exception', '系统异常'],
  503: ['Temporarily unavailable, try again shortly: {msg}', '暂时不可用，请稍后重试：{msg}'],
  5001: ['Length must be between 6 and 20 characters', '长度必须在 6 到 20 个字符之间'],
  5002: ['The phone verification code is empty', '手机验证码为空'],
  6000: ['Database error', '数据库错误'],
  6001: ['The phone number already exists', '手机号已存在'],
  6002: ['The account name already exists', '账号名已存在'],
  6003: ['The phone number is empty', '手机号为空'],
  6004: ['The phone number format is wrong', '手机号格式错误'],
  6005: ['The account name is empty', '账号名为空'],
  6006: ['The account name must be between 1 and 20 characters', '账号名长度必须在 1 到 20 个字符之间'],
  6007: ['The account name must not contain full-width characters', '账号名不能包含全角字符'],
  6008: ['The name is empty', '名字为空'],
  6009: ['The name must be between 1 and 20 characters', '名字长度必须在 1 到 20 个字符之间'],
  6010: ['The email is empty', '邮箱为空'],
  6011: ['The email format is wrong', '邮箱格式错误'],
  6012: ['The password is empty', '密码为空'],
  6013: ['The email already exists', '邮箱已存在'],
  6015: ['The new password is empty', '新密码为空'],
  6016: ['The new password must differ from the old one', '新密码不能与旧密码相同'],
  6018: ['The two passwords do not match', '两次输入的密码不一致'],
  6019: ['No site data was chosen to delete', '要删除的数据为空'],
  6020: ['Your user information is incorrect, please log in again', '用户信息有误，请重新登录'],
  6021: ['The site id is missing', '缺少站点 ID'],
  6022: ['The resident id or face data is missing', '缺少住户 ID 或人脸数据'],
  6023: ['The site or resident does not exist', '站点或住户不存在'],
  6024: ['The image could not be parsed', '图片解析失败'],
  6025: ['Uploading to the cloud failed', '上传到云端失败'],
  6026: ['The SMS code is wrong or has expired', '短信验证码错误或已过期'],
  6027: ['The role name is empty or invalid', '角色名为空或无效'],
  6028: ['The surname is empty', '姓氏为空'],
  6029: ['The surname must be between 1 and 10 characters', '姓氏长度必须在 1 到 10 个字符之间'],
  6030: [
    'The new password must be 6 to 20 characters with a digit, a lowercase and an uppercase letter and a special character, no spaces, and must not contain the account name',
    '新密码须为 6 到 20 个字符，包含数字、小写字母、大写字母和特殊字符，不含空格，且不能包含账号名',
  ],
  6031: [
    'The password must be 6 to 20 characters with a digit, a lowercase and an uppercase letter and a special character, no spaces, and must not contain the account name',
    '密码须为 6 到 20 个字符，包含数字、小写字母、大写字母和特殊字符，不含空格，且不能包含账号名',
  ],
  6032: ['The site id is null', '站点 ID 为空'],
  6033: ['The face data or binding parameters are null', '人脸数据或绑定参数为空'],
  6034: ['Binding failed', '绑定失败'],
  6035: ['The account or password is incorrect', '账号或密码错误'],
  6036: ['The phone number does not exist', '手机号不存在'],
  6037: ['The data or name is empty', '数据或名称为空'],
  6038: ['The site name {msg} already exists', '站点名称 {msg} 已存在'],
  6042: ['The account name must not be purely numeric', '账号名不能为纯数字'],
  6043: ['This user is disabled', '该用户已被禁用'],
  6044: ['The role name already exists', '角色名已存在'],
  6046: ['This user has lost the default web role', '该用户缺少默认 Web 角色'],
  6047: ['Repeated request, please wait', '重复请求，请稍候'],
  6048: ['Too many requests, please try again later', '请求过于频繁，请稍后再试'],
  6050: ['No account matched', '未匹配到账号'],
  6054: ['The default web role is missing', '默认 Web 角色不存在'],
  6056: ['A graphic verification code is required', '需要图形验证码'],
  6057: ['The graphic verification code is wrong or has expired', '图形验证码错误或已过期'],
  6058: ['The unbind parameters are wrong', '解绑参数错误'],
  6059: ['Sites that are not under your account cannot be bound or unbound', '不属于您账号的站点不能绑定或解绑'],
  6061: ['The old password is incorrect', '旧密码错误'],
  6064: ['The site is not bound to a local site', '该站点未绑定本地站点'],
  6066: ['The key is empty', '键为空'],
  6067: ['The value is empty', '值为空'],
  6068: ['The key already exists', '键重复'],
  6069: ['The system or device configuration is missing', '系统或设备配置缺失'],
  6070: ['The site does not exist or is not bound', '站点不存在或未绑定'],
  6071: ['Manual detection is switched off or its open time is empty', '人工检测开关未开启或开启时间为空'],
  6072: ['The site differs from the site the face is bound to', '站点与人脸所属站点不一致'],
  6073: ['The face was registered before manual detection was switched on', '人脸注册时间早于人工检测开启时间'],
  6074: ['The face is not in a state that allows this', '人脸当前状态不允许此操作'],
  6075: ['The data has changed, please refresh', '数据已变更，请刷新'],
  6080: ['The tactic code already exists', '策略代码已存在'],
  6081: ['The switch is off', '开关未开启'],
  6082: ['The tactic code is empty', '策略代码为空'],
  6083: ['The account name must not be in email format', '账号名不能为邮箱格式'],
  6084: ['The site does not exist', '站点不存在'],
  6085: ['The local site is bound to several server sites', '本地站点绑定了多个服务端站点'],
  6086: ['Not bound', '未绑定'],
  6087: ['Already bound', '已绑定'],
  6100: ['The email template does not exist', '邮件模板不存在'],
  6101: ['The email template name is empty', '邮件模板名称为空'],
  6102: ['The email template name already exists', '邮件模板名称已存在'],
  6103: ['The email template content is empty', '邮件模板内容为空'],
  6104: ['The email template could not be rendered', '邮件模板渲染失败'],
  6105: ['The email recipient is invalid', '收件人邮箱无效'],
  6106: ['Sending the email failed', '邮件发送失败'],
  6107: ['The email code is wrong or has expired', '邮箱验证码错误或已过期'],
  6108: ['A verification code mail can go to only one recipient', '验证码邮件只能发送给一个收件人'],
  6151: ['Please request an SMS code first', '请先获取短信验证码'],
  6155: ['The country code is blank', '国家区号为空'],
  6156: ['The country code is wrong', '国家区号错误'],
  6200: [
    'A second factor is required: enter the code of your authenticator app or a recovery code, or use a passkey',
    '需要第二重验证：请输入验证器应用的验证码或恢复码，或使用通行密钥',
  ],
  6201: ['The verification code is wrong or has already been used', '验证码错误或已被使用'],
  6202: ['This sign-in step has expired or was already used: sign in again', '此登录步骤已过期或已被使用，请重新登录'],
  6203: [
    'Your role requires a second factor: set up an authenticator app or a passkey first',
    '您的角色要求双重验证：请先设置验证器应用或通行密钥',
  ],
  6204: ['The passkey was not accepted: {msg}', '通行密钥未被接受：{msg}'],
  6205: ['An authenticator app is already set up for this account', '该账号已设置验证器应用'],
  6206: ['No authenticator app is set up for this account', '该账号未设置验证器应用'],
  6207: ['A passkey name is 1 to 60 characters', '通行密钥名称为 1 至 60 个字符'],
  6230: ['It cannot be made again: {msg} no longer exists', '无法重新创建：{msg} 已不存在'],
  6231: ['It cannot be made again: its history no longer keeps {msg}', '无法重新创建：历史中已不再保留{msg}'],
  8002: ['The request timed out', '请求超时'],
  10000: ['Failed to send the verification code', '验证码发送失败'],
  10001: ['Only one verification code can be sent within one minute', '一分钟内只能发送一次验证码'],
  10002: ['The SMS provider refused the message: {msg}', '短信服务商拒绝发送：{msg}'],
  10003: ['No SMS service for this category', '该类别没有短信服务'],
};

const RATE_CODES = new Set<number>([Code.REPEAT_REQUEST, Code.FREQUENT_REQUESTS, Code.CODE_ONCE_A_MINUTE]);
const STATUS_CODES = new Set<number>([
  Code.OK,
  Code.UNAUTHORIZED,
  Code.FORBIDDEN,
  Code.NOT_FOUND,
  Code.IN_USE,
  Code.FILE_TOO_LARGE,
  Code.FILE_TYPE_REFUSED,
  Code.SYSTEM,
  Code.UNAVAILABLE,
]);
/** Refusals of what the caller may not do, answered 403 like a missing permission. */
const FORBIDDING_CODES = new Set<number>([Code.PROTECTED, Code.SECOND_FACTOR_SETUP_REQUIRED]);

/** HTTP status for a business code (docs/architecture.md#the-http-contract): the status codes as they are, 429 for rate codes, else 400. */
export function httpStatusOf(code: number): number {
  if (STATUS_CODES.has(code)) return code;
  if (RATE_CODES.has(code)) return 429;
  if (FORBIDDING_CODES.has(code)) return 403;
  return 400;
}

export const CATALOGUE: Record<number, CatalogueEntry> = Object.fromEntries(
  Object.entries(TEXTS).map(([code, [en, zh]]) => [code, { en, zh, http: httpStatusOf(Number(code)) }]),
);

export function isKnownCode(code: number): boolean {
  return code in CATALOGUE;
}

/**
 * The text to show for a code in a language, with `{msg}` filled. A code the
 * catalogue does not know shows "System Exception" plus the code (docs/domain.md#catalogue-of-codes).
 */
export function messageOf(code: number, locale: 'en' | 'zh', msg?: string): string {
  const entry = CATALOGUE[code];
  if (!entry) return `${CATALOGUE[Code.SYSTEM][locale]} ${code}`;
  const text = entry[locale];
  if (!text.includes('{msg}')) return text;
  return text.replace('{msg}', msg ?? '').replace(/[:：]\s*$/, '');
}
