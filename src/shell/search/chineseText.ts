const HAN = /\p{Script=Han}/u;

/** Whether a text has Chinese characters, and so a pinyin reading. */
export function containsChinese(text: string): boolean {
  return HAN.test(text);
}
