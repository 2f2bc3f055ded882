/**
 * Streets of the UAE demo cities. Emirati addresses name a road and a building rather than a
 * house; the "house" is the building number along the road. Deira lies outside every demo zone
 * of Dubai (the outlets are in the Marina and Downtown), as a real chain's map would have it.
 */
import { named, type StreetCity } from './types.js';

export const DUBAI: StreetCity = {
  key: 'dubai',
  names: { uk: 'Дубай', ru: 'Дубай', en: 'Dubai' },
  centre: [25.2048, 55.2708],
  streets: [
    named('Sheikh Mohammed bin Rashid Boulevard', [25.199, 55.27], [25.192, 55.28], 50),
    named('Financial Centre Road', [25.21, 55.279], [25.188, 55.275], 60),
    named('Sheikh Zayed Road', [25.23, 55.29], [25.07, 55.13], 400),
    named('Al Wasl Road', [25.228, 55.26], [25.15, 55.2], 300),
    named('Jumeirah Beach Road', [25.235, 55.26], [25.14, 55.19], 300),
    named('Al Sufouh Road', [25.12, 55.18], [25.095, 55.15], 120),
    named('Marina Walk', [25.085, 55.143], [25.075, 55.138], 40),
    named('The Walk', [25.08, 55.135], [25.075, 55.13], 30),
    named('Al Marsa Street', [25.078, 55.138], [25.072, 55.133], 30),
    named('King Salman bin Abdulaziz Al Saud Street', [25.09, 55.15], [25.075, 55.14], 60),
    named('Al Khail Road', [25.2, 55.32], [25.1, 55.24], 300),
    named('Al Safa Street', [25.19, 55.24], [25.175, 55.235], 60),
    named('Al Rigga Road', [25.265, 55.32], [25.258, 55.328], 80),
  ],
};

export const ABU_DHABI: StreetCity = {
  key: 'abu-dhabi',
  names: { uk: 'Абу-Дабі', ru: 'Абу-Даби', en: 'Abu Dhabi' },
  centre: [24.4539, 54.3773],
  streets: [
    named('Corniche Road West', [24.47, 54.33], [24.485, 54.355], 80),
    named('Sheikh Zayed bin Sultan Street', [24.49, 54.37], [24.45, 54.38], 150),
    named('Hamdan bin Mohammed Street', [24.495, 54.36], [24.475, 54.38], 120),
    named('Khalifa bin Zayed the First Street', [24.495, 54.365], [24.48, 54.345], 120),
    named('Al Falah Street', [24.485, 54.37], [24.47, 54.355], 100),
    named('Sheikh Rashid bin Saeed Street', [24.495, 54.385], [24.43, 54.43], 200),
    named('Al Khaleej Al Arabi Street', [24.465, 54.33], [24.43, 54.375], 200),
    named('Sultan bin Zayed the First Street', [24.48, 54.39], [24.435, 54.395], 200),
  ],
};
