/**
 * Confirm codes presented on `GET /live` spend the client address's allowance of reads by code
 * (code-read-limit.ts), the one the HTTP reads by code spend: reconnecting does not buy new
 * guesses, and a socket does not guess faster than HTTP. Once the allowance is spent a code is
 * not even checked, so a right guess cannot get through either; only wrong codes spend it, so a
 * page following its own appointment does not use up its address's reads.
 */
import type { CodeReadAllowance } from "../http/code-read-limit.js";
import { takesConfirmCode, type ChannelAccess } from "./channel-access.js";

export function limitCodeGuesses(access: ChannelAccess, allowance: CodeReadAllowance): ChannelAccess {
  return async (channel, code) => {
    if (!takesConfirmCode(channel)) return access(channel, code);
    if (await allowance.spent()) return { verdict: "rate_limited" };
    const answer = await access(channel, code);
    if (answer.verdict === "forbidden") await allowance.spend();
    return answer;
  };
}
