// What the quotes feature offers the rest of the server: other features import it only from here (eslint.config.js).
export { PRICE_HEADERS, answerPrice } from './answer-price.ts';
export { type CalculationQuery, calculatePrice } from './calculate-price.ts';
export { sendPricedCart } from './leads/send-priced-cart.ts';
export { parseCalculationQuery } from './parse-calculation-query.ts';
