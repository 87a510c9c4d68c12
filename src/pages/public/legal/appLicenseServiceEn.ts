import { LEGAL_CONTACT_EMAIL } from './legalContact';
import type { LegalDocument } from './legalDocument';

/** `/app/license-service-en`: the licence and service agreement the mobile app links to, in English. */
const appLicenseServiceEn: LegalDocument = {
  locale: 'en',
  service: 'Intercom Cloud',
  title: 'Intercom Cloud App Licence and Service Agreement',
  effective: 'Effective date: 1 September 2023 · Last updated: 1 September 2023',
  intro: [
    'This agreement is between you and the operator of Intercom Cloud (“we”, “us”). It governs your use of the Intercom Cloud mobile app and of the services the app gives you access to. By creating an account or using the app you accept it; if you do not accept it, do not use the app.',
    'Please read with particular care the sections on opening doors, on face recognition and on the limits of our liability.',
  ],
  sections: [
    {
      heading: '1. The service',
      paragraphs: [
        'With the app you can answer calls from the door panels of your building, see and talk to visitors, open the doors you are entitled to open, register your face for face-recognition entry, see your call and entry records, and manage the members of your household.',
        'The service is available where your building’s property manager (the “site operator”) has subscribed to Intercom Cloud and has registered you as a resident. What you can do depends on the equipment installed at your site and on the rights the site operator gives your household.',
      ],
    },
    {
      heading: '2. Your licence to use the app',
      paragraphs: [
        'We give you a personal, non-exclusive, non-transferable and revocable licence to install the app on devices you own or control and to use it for your own, non-commercial purposes under this agreement. You may not:',
      ],
      items: [
        'copy, modify, translate or create works based on the app, or decompile or reverse engineer it, except where the law expressly allows it;',
        'get around the app’s security, access controls or usage limits, or use it to open doors you are not entitled to open;',
        'access the service by automated means, overload it, or interfere with other users or with the door panels;',
        'rent, lend, sell, sublicense or otherwise make the app or your account available to others;',
        'use the app for anything unlawful, or to harass, watch or record people without their knowledge.',
      ],
    },
    {
      heading: '3. Your account',
      items: [
        'Give accurate information and keep it up to date. Your phone number is verified with a code sent by SMS.',
        'Keep your password and your phone secure. You are responsible for what is done with your account.',
        'Tell us at once, in the app or by email, if you think someone else has used your account; we will help you secure it.',
        'An account is for one person. Each member of your household should have an account of their own, invited by the household’s main resident.',
      ],
    },
    {
      heading: '4. Opening doors and letting visitors in',
      paragraphs: [
        'You decide whom you let in. Check who the visitor is before you open: opening a door remotely opens it for anyone standing there. Do not open for people you do not know, and do not share your access code.',
        'Intercom Cloud is not a replacement for your building’s security staff or for the emergency services. In an emergency, call the local emergency number.',
      ],
    },
    {
      heading: '5. Face recognition',
      items: [
        'Face entry is optional and needs your separate consent in the app. You can keep using the app, a card or a code to enter.',
        'Register only your own face, from a recent photo in which no one else appears. A parent or guardian may register a child under 14 with the child’s own photo.',
        'We compute a face template from your photo and send it to the door panels of the buildings you are registered for. How we handle your face information is described in the Intercom Cloud App Privacy Policy.',
        'Recognition is very accurate but not perfect: light, masks, glasses or a changed appearance can make it fail. Keep another way to enter with you.',
        'You can delete your face photo and turn face entry off in the app at any time.',
      ],
    },
    {
      heading: '6. Fees',
      paragraphs: [
        'The app is free for residents; the site operator pays for the service at its site. If we ever offer paid features, we will show the price clearly and charge only after you agree.',
      ],
    },
    {
      heading: '7. Updates and changes to the service',
      paragraphs: [
        'We update the app to fix faults, keep it secure and improve it. Some updates are needed to keep using the service. If we change or remove a feature in a way that significantly reduces what you receive, we tell you in the app at least 30 days beforehand, unless the change is needed at once for security or by law.',
      ],
    },
    {
      heading: '8. Services of others',
      paragraphs: [
        'The app relies on services we do not provide: the app store you download it from, your phone’s push notification service, your mobile network and the SMS provider. Their own terms apply to them.',
      ],
    },
    {
      heading: '9. Intellectual property',
      paragraphs: [
        'The app, its design, its content and our trademarks belong to us or to those who license them to us. You keep the rights to what you provide, such as your avatar, and give us the permission needed to use it to provide the service to you.',
      ],
    },
    {
      heading: '10. Availability',
      paragraphs: [
        'We work to keep the service available at all times, but a call needs a working network at both ends, power and connectivity at the door panel, and your phone switched on and allowed to ring. We announce planned maintenance in advance whenever we can. To the extent the law allows, the app is provided as it is.',
      ],
    },
    {
      heading: '11. Liability',
      items: [
        'We are liable as the law provides for harm we cause intentionally or through gross negligence, and for injury to life, body or health.',
        'We are not liable for loss caused by a door you chose to open, by your sharing your account or code, or by events beyond our reasonable control, such as power cuts, network failures or natural disasters.',
        'Nothing in this agreement limits any liability or any right of yours that the law does not allow to be limited.',
      ],
    },
    {
      heading: '12. Suspension and closing',
      paragraphs: [
        'You may stop using the app and close your account at any time under Settings › Account › Close account. We may suspend or close an account that breaks this agreement or the law, or when the site operator ends the service at your site; we tell you beforehand where we can. When your account is closed your licence ends, and your information is handled as the privacy policy describes.',
      ],
    },
    {
      heading: '13. Changes to this agreement',
      paragraphs: [
        'We announce changes in the app at least 7 days before they take effect. If you do not agree with a change, you may close your account before it takes effect; if you keep using the app afterwards, the changed agreement applies.',
      ],
    },
    {
      heading: '14. Law and disputes',
      paragraphs: [
        'This agreement is governed by the laws of the People’s Republic of China. We will first try to settle any dispute with you by talking it through; if that fails, either of us may bring it before the competent people’s court where we are established, unless consumer protection law entitles you to go to the courts where you live.',
      ],
    },
    {
      heading: '15. Contact us',
      paragraphs: [`Questions about this agreement: ${LEGAL_CONTACT_EMAIL}, or Settings › Help & feedback in the app.`],
    },
  ],
};

export default appLicenseServiceEn;
