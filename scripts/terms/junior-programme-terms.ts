import { AGENCY, type TermsDocument } from './terms-document.ts';

/** Extra terms for summer camps for students under 18 (content/terms/junior-programme-terms.pdf). */
export const juniorProgrammeTerms: TermsDocument = {
  title: `${AGENCY.name} Junior Programme Terms`,
  preamble: [
    'Summer camps and junior courses for students aged 8 to 17',
    `${AGENCY.legalName}, ${AGENCY.address}`,
    AGENCY.version,
  ],
  sections: [
    {
      heading: '1. Scope',
      paragraphs: [
        `These terms apply to every junior programme booked through ${AGENCY.name}, together with our general terms and the terms of the school. Where they differ, these terms prevail for students under 18. Payment, cancellation and the refund of the prepayment on visa refusal follow the general terms: the deposit is due at booking, the balance 28 days before the start, and cancellation is free within three calendar days of booking.`,
      ],
    },
    {
      heading: '2. Parental consent',
      paragraphs: [
        'A parent or legal guardian must make the booking or confirm it in writing, and must sign the consent form of the school before arrival. The form covers the supervision level chosen, free time without an adult, excursions, swimming and water sports, travel on public transport, the taking and use of photographs, and consent to emergency medical treatment. A student whose form has not been received may be refused at arrival.',
      ],
    },
    {
      heading: '3. Supervision',
      paragraphs: [
        'Students are supervised by adult staff 24 hours a day. The school keeps at least one group leader for every 15 students, and one for every 10 students under 12. Staff in contact with students have been checked according to the child protection rules of the host country and trained in the safeguarding policy of the school, which is available on request.',
        'Students aged 14 to 17 may have free time without an adult in small groups of at least three, in the area and at the times the school sets, if the parent agreed to it on the consent form. Students under 14 are never without an adult outside the school or residence.',
      ],
    },
    {
      heading: '4. Curfew',
      paragraphs: [
        'Students must be in their residence or host family by 21:30 if under 14 and by 22:30 if aged 14 to 17, unless they are on an activity led by staff. Students may not leave the residence or host family at night. Late return, leaving without permission or spending the night elsewhere is serious misconduct.',
      ],
    },
    {
      heading: '5. Health and medical information',
      paragraphs: [
        'Parents must declare on the medical form any illness, allergy, diet, disability or medicine the student needs, and any condition that limits sports or excursions. Students bring enough of their regular medicine for the whole stay, with a prescription in English. Staff keep and hand out medicine where the school requires it.',
        'If the student falls ill or is injured, the school arranges medical care and informs the parents as soon as possible. In an emergency, and if the parents cannot be reached, the school may consent to treatment on their behalf as allowed by the consent form. Costs of treatment not paid by the insurance are charged to the parents.',
      ],
    },
    {
      heading: '6. Insurance',
      paragraphs: [
        'Medical and travel insurance for the whole stay is compulsory and must cover emergency treatment, hospital stays, liability and the return of the student to the home country. Cancellation insurance is strongly recommended.',
      ],
    },
    {
      heading: '7. Travel and transfers',
      paragraphs: [
        'Airport transfers on the official arrival and departure days are compulsory for students under 16 and are booked with the course. Students travelling alone must use the unaccompanied minor service of the airline where the airline requires it; the parents book and pay for it. Flight details must reach the school at least 14 days before arrival.',
      ],
    },
    {
      heading: '8. Rules and dismissal',
      paragraphs: [
        "Alcohol, tobacco, vaping, drugs and weapons are forbidden. Students must attend all lessons and activities, respect staff, other students and host families, and follow the instructions of group leaders. After a warning to the student and the parents, a student who breaks these rules or the curfew may be sent home at the parents' expense, with no refund. A serious offence may lead to dismissal without a prior warning.",
      ],
    },
    {
      heading: '9. Mobile phones and contact',
      paragraphs: [
        'Students should carry a charged mobile phone and the emergency number of the school at all times. Parents receive a 24-hour emergency number before departure. Schools may collect phones at night in residences for students under 14.',
      ],
    },
    {
      heading: '10. Complaints',
      paragraphs: [
        `Students should tell their group leader at once if anything is wrong. Parents may contact the school or write to us at ${AGENCY.email}; we reply within 14 days, and at once to any concern about the safety of a student.`,
      ],
    },
  ],
};
