/**
 * Who runs the service, as the legal pages name it. Hanabi Inc. is the demo's own fictional company (the
 * footer's links point to it); a deployment sets the real operator here.
 */
export const OPERATOR = {
  name: '株式会社Hanabi',
  serviceName: 'Hanabi',
  manager: '花村 陽介（サービス運営責任者）',
  /** Address and telephone may stay unlisted when disclosed on request without delay (特定商取引法 第11条). */
  disclosedOnRequest: '請求があった場合は遅滞なく開示します',
} as const;
