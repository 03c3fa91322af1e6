/**
 * A local stand-in for Expo's push service (https://docs.expo.dev/push-notifications/sending-notifications/):
 * POST /--/api/v2/push/send and /--/api/v2/push/getReceipts with Expo's limits (100 notifications a
 * request, 4096-byte messages, 1000 receipt ids, a per-project rate), gzip both ways, scripted failures,
 * and JSON control endpoints under /__fake/ for other processes (e2e, bench).
 */
export interface FakeExpoOptions {
    port?: number;
    host?: string;
    /** Notifications a second for the whole "project" (token bucket, capacity = rate); default 600, null = no limit. */
    ratePerSecond?: number | null;
    record?: boolean;
    now?: () => number;
}
export interface RecordedMessage {
    to: string;
    title?: string;
    body?: string;
    data?: unknown;
    sound?: unknown;
    ticketId: string;
    request: number;
}
export interface FakeExpoStats {
    sendRequests: number;
    receiptRequests: number;
    accepted: number;
    rejected: number;
    rateLimited: number;
    gzipped: number;
    maxMessagesInRequest: number;
    held: number;
}
export interface FakeExpo {
    url: string;
    messages: RecordedMessage[];
    stats(): FakeExpoStats;
    unregister(tokens: string[]): void;
    unregisterOnReceipt(tokens: string[]): void;
    failNext(status: 429 | 500, count?: number): void;
    hold(): void;
    release(): void;
    waitForHeld(n?: number): Promise<void>;
    reset(): void;
    close(): Promise<void>;
}
export declare const FAKE_EXPO_SEND_PATH = "/--/api/v2/push/send";
export declare const FAKE_EXPO_RECEIPTS_PATH = "/--/api/v2/push/getReceipts";
export declare function startFakeExpo(options?: FakeExpoOptions): Promise<FakeExpo>;
