/** Code formats of the systems joined here (see MAPPING.md). */
export const ONET_CODE = /^\d{2}-\d{4}\.\d{2}$/;
export const SOC_CODE = /^\d{2}-\d{4}$/;
export const IWA_ID = /^4\.A\.\d\.[a-z]\.\d\.I\d{2}$/;
/** O*NET skill and knowledge elements: `2.A.1.a`, `2.B.3.e`, `2.C.6`, `2.C.10`. */
export const ELEMENT_ID = /^2\.[ABC]\.\d{1,2}(\.[a-z])?$/;
/** UNSPSC commodity codes (8 digits). */
export const COMMODITY_CODE = /^\d{8}$/;

/** The SOC 2018 detailed code of an O*NET-SOC 2019 code is always its first 7 characters. */
export function socOf(onetCode: string): string {
  return onetCode.slice(0, 7);
}

export function majorGroupOf(code: string): string {
  return `${code.slice(0, 2)}-0000`;
}

export function isMilitary(code: string): boolean {
  return code.startsWith('55-');
}

/** Code-point order, not locale order, so that sorting is the same on every machine. */
export function compareText(a: string, b: string): number {
  if (a < b) return -1;
  return a > b ? 1 : 0;
}
