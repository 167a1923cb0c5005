import { PAY_INTERVAL_LABELS, type PayInterval } from './intervals';

/** Currencies written with a symbol of their own; every other one is written with its code ("CHF 140k"). */
const SYMBOLS: Readonly<Record<string, string>> = { USD: '$', EUR: '€', GBP: '£', JPY: '¥', INR: '₹', KRW: '₩' };

/** 80000 -> "80k", 82500 -> "82.5k", 6000000 -> "6M", 6250 -> "6,250", 45 -> "45", 20.1 -> "20.10". */
function amount(value: number): string {
  if (value >= 1_000_000 && value % 100_000 === 0) return `${value / 1_000_000}M`;
  if (value >= 1_000 && value % 100 === 0) return `${(value / 1_000).toLocaleString('en-US', { maximumFractionDigits: 1 })}k`;
  const whole = Number.isInteger(value);
  return value.toLocaleString('en-US', { minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 });
}

function money(value: number, currency: string): string {
  const symbol = SYMBOLS[currency];
  return symbol ? `${symbol}${amount(value)}` : `${currency} ${amount(value)}`;
}

/** Pay as published, for people: "€80k – €100k a year", "$45 – $60 an hour", "£6k a month". */
export function formatPay(pay: { currency: string; interval: PayInterval; min: number; max: number }): string {
  const range = pay.min === pay.max ? money(pay.min, pay.currency) : `${money(pay.min, pay.currency)} – ${money(pay.max, pay.currency)}`;
  return `${range} ${PAY_INTERVAL_LABELS[pay.interval]}`;
}
