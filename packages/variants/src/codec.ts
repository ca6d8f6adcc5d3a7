// !! BROWSER SAFE !!
/**
 * Strict base64url (RFC 4648 §5, no padding) and UTF-8, written out so that decoding rejects every
 * non-canonical form and runs without DOM or Node globals.
 */
import { err, ok, type Result } from '@cascade/core';

export const BASE64URL_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const DIGIT = new Map(Array.from(BASE64URL_ALPHABET, (c, i) => [c, i] as const));

/** The value 0..63 of a base64url character, or -1. */
export const base64Digit = (c: string): number => DIGIT.get(c) ?? -1;

/** A number 0 ≤ n < 64^width as exactly `width` base64url digits, most significant first. */
export function encodeDigits(n: number, width: number): string {
  let out = '';
  for (let i = 0; i < width; i++) {
    out = (BASE64URL_ALPHABET[n % 64] ?? '') + out;
    n = Math.floor(n / 64);
  }
  return out;
}

/** The number written by base64url digits (the caller has checked the alphabet). */
export function decodeDigits(text: string): number {
  let n = 0;
  for (const c of text) n = n * 64 + base64Digit(c);
  return n;
}

export function encodeBase64url(bytes: readonly number[]): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = ((bytes[i] ?? 0) << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = Math.min(4, Math.ceil(((bytes.length - i) * 8) / 6));
    out += encodeDigits(n >>> 0, 4).slice(0, chars);
  }
  return out;
}

/** Decodes canonical unpadded base64url; rejects a bad length or non-zero leftover bits. */
export function decodeBase64url(text: string): Result<number[], string> {
  if (text.length % 4 === 1)
    return err(
      `base64url text cannot be ${text.length} character${text.length === 1 ? '' : 's'} long (one is missing or extra)`,
    );
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i += 4) {
    const chunk = text.slice(i, i + 4);
    for (const c of chunk)
      if (base64Digit(c) < 0) return err(`${JSON.stringify(c)} is not a base64url character`);
    const n = decodeDigits(chunk.padEnd(4, 'A'));
    const count = chunk.length - 1; // 4 chars → 3 bytes, 3 → 2, 2 → 1
    const leftover = chunk.length === 4 ? 0 : n & ((1 << (8 * (3 - count))) - 1);
    if (leftover !== 0) return err('the last character has stray bits (the text was altered)');
    for (let k = 0; k < count; k++) bytes.push((n >>> (16 - 8 * k)) & 0xff);
  }
  return ok(bytes);
}

/** UTF-8 bytes of a string; err for a lone surrogate (not valid Unicode text). */
export function encodeUtf8(text: string): Result<number[], string> {
  const out: number[] = [];
  for (let i = 0; i < text.length; i++) {
    let cp = text.charCodeAt(i);
    if (cp >= 0xd800 && cp <= 0xdfff) {
      const lo = text.charCodeAt(i + 1);
      if (cp > 0xdbff || !(lo >= 0xdc00 && lo <= 0xdfff))
        return err(`the text has a lone surrogate at position ${i + 1}`);
      cp = 0x10000 + ((cp - 0xd800) << 10) + (lo - 0xdc00);
      i++;
    }
    if (cp < 0x80) out.push(cp);
    else if (cp < 0x800) out.push(0xc0 | (cp >> 6), 0x80 | (cp & 63));
    else if (cp < 0x10000) out.push(0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63));
    else out.push(0xf0 | (cp >> 18), 0x80 | ((cp >> 12) & 63), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63));
  }
  return ok(out);
}

/** Strict UTF-8 decoding: no overlong forms, no surrogates, nothing above U+10FFFF, no truncation. */
export function decodeUtf8(bytes: readonly number[]): Result<string, string> {
  let out = '';
  for (let i = 0; i < bytes.length;) {
    const b = bytes[i] as number;
    const len =
      b < 0x80 ? 1 : b >= 0xc2 && b <= 0xdf ? 2 : b >= 0xe0 && b <= 0xef ? 3 : b >= 0xf0 && b <= 0xf4 ? 4 : 0;
    if (len === 0) return err(`byte ${i + 1} (0x${b.toString(16)}) cannot start a UTF-8 character`);
    if (i + len > bytes.length) return err('the text ends in the middle of a UTF-8 character');
    let cp = len === 1 ? b : b & (0xff >> (len + 1));
    for (let k = 1; k < len; k++) {
      const c = bytes[i + k] as number;
      if ((c & 0xc0) !== 0x80)
        return err(`byte ${i + k + 1} (0x${c.toString(16)}) is not a UTF-8 continuation byte`);
      cp = (cp << 6) | (c & 63);
    }
    const min = [0, 0, 0x80, 0x800, 0x10000][len] as number;
    if (cp < min) return err(`byte ${i + 1} starts an overlong UTF-8 form`);
    if (cp >= 0xd800 && cp <= 0xdfff)
      return err(`byte ${i + 1} starts an encoded surrogate, which UTF-8 forbids`);
    if (cp > 0x10ffff) return err(`byte ${i + 1} starts a code point above U+10FFFF`);
    out += String.fromCodePoint(cp);
    i += len;
  }
  return ok(out);
}
