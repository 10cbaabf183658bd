import crypto from 'node:crypto';
import { SignJWT, errors, jwtVerify } from 'jose';
import { AUTH } from '@irreplaceable/contracts/constants';
import { AppError } from '../errors/app-error';

const USER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface AccessClaims {
  userId: string;
}

/** Signs and checks access tokens, and makes and hashes the opaque refresh tokens and codes. */
export class TokenService {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  async signAccessToken(userId: string): Promise<string> {
    return new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(userId)
      .setIssuedAt()
      .setExpirationTime(`${AUTH.accessTokenTtlSeconds}s`)
      .setAudience('irreplaceable')
      .sign(this.key);
  }

  async verifyAccessToken(token: string): Promise<AccessClaims> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        audience: 'irreplaceable',
      });
      // Users are UUIDs: a token signed with our key but naming anything else names no user.
      if (!payload.sub || !USER_ID.test(payload.sub)) throw new AppError('unauthorized');
      return { userId: payload.sub };
    } catch (error) {
      if (error instanceof errors.JWTExpired) throw new AppError('token_expired');
      throw new AppError('unauthorized');
    }
  }

  newRefreshToken(): string {
    return crypto.randomBytes(32).toString('base64url');
  }

  /** Keyed hash: a leaked table alone cannot be used to guess short codes. */
  hash(value: string): string {
    return crypto.createHmac('sha256', this.key).update(value).digest('hex');
  }

  matches(value: string, expectedHash: string): boolean {
    const actual = Buffer.from(this.hash(value), 'hex');
    const expected = Buffer.from(expectedHash, 'hex');
    return actual.length === expected.length && crypto.timingSafeEqual(actual, expected);
  }
}
