/** Texts of a third-party cloud's connection test, under `app.third-clouds`, in both languages. */
export const thirdCloudsMessages = {
  en: {
    test: 'Test connection',
    test_named: 'Test the connection to %{name}',
    testing: 'Testing…',
    answered: 'The endpoint answered with status %{status} in %{ms} ms',
    answered_badly: 'The endpoint answered with status %{status} in %{ms} ms, which is not a success',
    forbidden_address: 'Refused: %{address} is not a public address (loopback, private or link-local)',
    timeout: 'No answer within the time allowed (%{ms} ms)',
    refused: 'The connection was refused: nothing listens at that address',
    unresolved: 'The host name could not be resolved',
    unreachable: 'The network of that address cannot be reached',
    reset: 'The connection was cut before an answer came',
    too_many_redirects: 'Too many redirects (more than 3)',
    bad_redirect: 'Redirected to an address that is not http or https (%{detail})',
    network: 'The call failed: %{detail}',
  },
  zh: {
    test: '测试连接',
    test_named: '测试到%{name}的连接',
    testing: '正在测试…',
    answered: '接口已应答，状态码 %{status}，用时 %{ms} 毫秒',
    answered_badly: '接口应答状态码 %{status}（用时 %{ms} 毫秒），不是成功状态',
    forbidden_address: '已拒绝：%{address} 不是公网地址（本机、内网或链路本地地址）',
    timeout: '在允许的时间内没有应答（%{ms} 毫秒）',
    refused: '连接被拒绝：该地址没有服务在监听',
    unresolved: '无法解析该主机名',
    unreachable: '无法到达该地址所在的网络',
    reset: '应答前连接被中断',
    too_many_redirects: '重定向次数过多（超过 3 次）',
    bad_redirect: '被重定向到非 http 或 https 的地址（%{detail}）',
    network: '调用失败：%{detail}',
  },
};

export default thirdCloudsMessages;
