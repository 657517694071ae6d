import { AGENCY, type TermsDocument } from './terms-document.ts';

/** The step-by-step booking conditions (content/terms/booking-conditions.docx). */
export const bookingConditions: TermsDocument = {
  title: `${AGENCY.name} Booking Conditions`,
  preamble: [`${AGENCY.legalName}, ${AGENCY.address}`, AGENCY.version],
  sections: [
    {
      heading: '1. How to book',
      paragraphs: [
        'Choose a course, a start date and the number of weeks on the school page, add accommodation and an airport transfer if you wish, and press Book. Fill in your name, e-mail address and telephone number and accept the privacy notice. You are then taken to the payment page of the school, where you pay the deposit by credit card.',
        'Your booking is a request until the school confirms it. If the course or the accommodation is not available for your dates, we offer you the nearest alternative or refund your deposit in full.',
      ],
    },
    {
      heading: '2. What you receive',
      paragraphs: [
        'Within 3 to 5 working days of booking you receive by e-mail the confirmation of the school, its invoice, the address of your accommodation when the school has allocated it, and, where you need them, the letter of acceptance for your visa application. We check your documents free of charge before you send them to the embassy.',
      ],
    },
    {
      heading: '3. Payment schedule',
      paragraphs: [
        'Deposit: due when you book, paid by card directly to the school. The amount is shown in the price summary before you book.',
        'Balance: due 28 days before the start of the course. If you book less than 28 days before the start, the full price is due when you book.',
        'Full payment schools: some schools, in particular in Ireland and Canada, ask for the full price when you book. The price summary says so before you book.',
        'Fees paid at the school, such as books marked as paid locally, are paid on your first day.',
      ],
    },
    {
      heading: '4. Free cancellation',
      paragraphs: [
        'You may cancel free of charge within three calendar days of booking and receive a full refund of the prepayment. After that the deposit is not refundable and the cancellation charges of the general terms apply.',
      ],
    },
    {
      heading: '5. Visa refusal',
      paragraphs: [
        'Where the school allows it, the prepayment is refunded if your visa is refused, less bank charges and any courier fee already spent. Send us the official refusal letter within 14 days of receiving it and at least 7 days before the course starts. No refund is made for refusals caused by false or incomplete documents or late applications.',
      ],
    },
    {
      heading: '6. Changes',
      paragraphs: [
        'Changes of date, course or accommodation depend on availability. The school may charge an administration fee (usually 50 euros or the equivalent) and any difference in price. Ask for changes in writing at least 28 days before the start of the course.',
      ],
    },
    {
      heading: '7. Insurance',
      paragraphs: [
        'Travel and medical insurance for the whole stay is compulsory and is your responsibility. We strongly recommend cancellation insurance that covers the deposit and the balance.',
      ],
    },
    {
      heading: '8. Arrival',
      paragraphs: [
        'Arrive on the arrival day of your accommodation and leave on its departure day; extra nights are charged by the school. If you booked a transfer, send your flight details at least 7 days before arrival. Courses start on the first working day of the week; public holidays and the non-working days of the school are not made up.',
      ],
    },
    {
      heading: '9. Complaints and contact',
      paragraphs: [
        `Tell the school at once if something is wrong during your stay. If it is not put right, write to us at ${AGENCY.email} within 28 days of the end of the course with your booking number. We answer within 14 days.`,
      ],
    },
  ],
};
