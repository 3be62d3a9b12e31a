import type { GatewayConfig } from '../config';

/*
 * Addresses on the youth portal that more than one domain writes (ADR 0115): the certificates domain prints a
 * certificate's verification page in its QR code, the youth profile lists it on the CV.
 */

/** The youth portal's origin (the first portal origin), or the gateway's public URL without one. */
export const youthPortalOrigin = (config: Pick<GatewayConfig, 'portalOrigins' | 'publicUrl'>): string =>
  config.portalOrigins[0] ?? config.publicUrl;

/** The public verification page of a certificate, on the youth portal. */
export const certificateVerificationUrl = (
  config: Pick<GatewayConfig, 'portalOrigins' | 'publicUrl'>,
  id: string,
): string => `${youthPortalOrigin(config)}/certificates/${id}`;
