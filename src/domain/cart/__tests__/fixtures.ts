/** A school with the shapes the cart actions need to show each rule. */
import { buildAccommodation, buildCourse, buildSchool } from '#domain/pricing/__tests__/fixtures/catalogue-builders.ts';

export const GENERAL = 1;
export const CAMP = 2;
export const GAPPY = 3;
export const HOMESTAY = 1;
export const RESIDENCE = 2;

export const now = new Date('2027-03-01T10:00:00Z');

export const school = buildSchool({
  courses: [
    buildCourse({ id: GENERAL }),
    buildCourse({
      id: CAMP,
      minWeeks: 2,
      maxWeeks: 6,
      isAccommodationRequired: true,
      courseWeeks: [
        {
          from: 2,
          to: 6,
          prices: [
            { id: 201, lessonsPerWeek: 20, schedule: { sessions: [{ partsOfDay: ['morning'] }] }, pricePerWeek: 40000 },
          ],
        },
      ],
    }),
    buildCourse({
      id: GAPPY,
      minWeeks: 1,
      maxWeeks: 20,
      courseWeeks: [
        { from: 1, to: 2, prices: [] },
        {
          from: 3,
          to: 12,
          prices: [
            {
              id: 301,
              lessonsPerWeek: 15,
              schedule: { sessions: [{ partsOfDay: ['afternoon'] }] },
              pricePerWeek: 20000,
            },
            { id: 302, lessonsPerWeek: 20, schedule: { sessions: [{ partsOfDay: ['morning'] }] }, pricePerWeek: 22000 },
          ],
        },
        {
          from: 13,
          to: 20,
          prices: [
            {
              id: 303,
              lessonsPerWeek: 30,
              schedule: { sessions: [{ partsOfDay: ['morning', 'afternoon'] }] },
              pricePerWeek: 27000,
            },
            { id: 304, lessonsPerWeek: 20, schedule: { sessions: [{ partsOfDay: ['morning'] }] }, pricePerWeek: 19000 },
          ],
        },
      ],
    }),
  ],
  accommodations: [
    buildAccommodation({
      id: HOMESTAY,
      rooms: [
        { id: 11, roomFor: 1, enSuite: false, onlyBookedTogether: false, minWeeks: 1, maxWeeks: null },
        { id: 12, roomFor: 2, enSuite: false, onlyBookedTogether: true, minWeeks: 4, maxWeeks: null },
      ],
      foods: [
        { id: 1, type: 'half_board', name: 'Half board' },
        { id: 2, type: 'full_board', name: 'Full board' },
      ],
      prices: [
        { roomId: 11, foodId: 1, pricePerWeek: 23000, pricePerExtraNight: 3500, seasonSupplements: [] },
        { roomId: 11, foodId: 2, pricePerWeek: 26000, pricePerExtraNight: null, seasonSupplements: [] },
        { roomId: 12, foodId: 1, pricePerWeek: 20000, pricePerExtraNight: 3000, seasonSupplements: [] },
      ],
    }),
    buildAccommodation({
      id: RESIDENCE,
      arrivalDay: 6,
      departureDay: 6,
      transferRequired: true,
      availabilityOptions: [{ start: '2027-07-11', end: '2027-07-24', status: 10, fullyBooked: 10 }],
      rooms: [{ id: 21, roomFor: 1, enSuite: true, onlyBookedTogether: false, minWeeks: 2, maxWeeks: 4 }],
      foods: [{ id: 3, type: 'self_catering', name: 'Self catering' }],
      prices: [{ roomId: 21, foodId: 3, pricePerWeek: 30000, pricePerExtraNight: null, seasonSupplements: [] }],
    }),
  ],
  transfers: [
    { id: 1, oneWayPrice: 3500, twoWayPrice: 6000 },
    { id: 2, oneWayPrice: 5000, twoWayPrice: 9000 },
  ],
});
