import { ANSWER_WITHIN_WORKING_DAYS, LEGAL_CONTACT_EMAIL } from './legalContact';
import type { LegalDocument } from './legalDocument';

/** `/app/privacy-en`: the privacy policy the mobile app links to, in English. */
const appPrivacyEn: LegalDocument = {
  locale: 'en',
  service: 'Intercom Cloud',
  title: 'Intercom Cloud App Privacy Policy',
  effective: 'Effective date: 1 September 2023 · Last updated: 1 September 2023',
  intro: [
    'This policy explains how Intercom Cloud (“we”, “us”) handles personal information when you use the Intercom Cloud mobile app to answer calls from the door panels of your building, open doors, and register your face for face-recognition entry.',
    'Your building’s property manager (the “site operator”) chooses to use Intercom Cloud and registers its residents. For the information the site operator provides to us or asks us to process for it, the site operator decides why and how it is processed and we act on its instructions. For your app account and the app itself, we decide, and this policy applies to us directly.',
    'Face information is sensitive personal information. The sections on what we collect, how long we keep it and your rights describe how we treat it; please read them with care.',
  ],
  sections: [
    {
      heading: '1. What we collect',
      items: [
        'Account information: your mobile phone number and its country code, your name, your email address if you give it, the avatar you choose, and your password, which we store only as a salted hash and can never read.',
        'Residence information: the site, building and unit where you are registered and your place in the household, as entered by the site operator or by the main resident of your household.',
        'Face photos and face templates: the photo you take or upload to turn on face-recognition entry, and the numerical template the door panels compute from it. We collect them only after you give separate, explicit consent in the app. Face entry is optional: you can always open doors with the app, a card or an access code instead.',
        'Call and entry records: when a door panel called you, whether the call was answered and for how long, which door was opened and how (app, face, card or code), and the snapshot the door panel takes of the caller when a call starts.',
        'Call audio and video: carried live between the door panel and your phone. We do not record calls unless your site operator has turned on call recording and told residents so at the site; recordings are then kept as set out below.',
        'Device information: your phone’s model and operating system version, the app version, your language, the push notification token, the network type and crash reports.',
        'Verification codes: the phone number or email address a code was sent to, and when.',
      ],
    },
    {
      heading: '2. Permissions the app asks for',
      items: [
        'Microphone and camera: to talk to a visitor and, if you choose, let them see you during a call; to take your face photo.',
        'Notifications: to ring your phone when a visitor calls.',
        'Photos: only when you choose a face photo from your album, and only the photo you pick.',
      ],
      closing: [
        'The app does not read your location, contacts or call history. You can withdraw any permission in your phone’s settings at any time: the feature that needs it stops working and everything else continues.',
      ],
    },
    {
      heading: '3. Why we use it',
      items: [
        'To provide the service you signed up for: signing you in, connecting calls, opening doors and running face-recognition entry at the doors of your site. For face information the basis is your separate consent; for the rest, the agreement between us.',
        'To keep the service and your building safe: detecting abuse and unauthorised door opening, and investigating incidents.',
        'To tell you what you need to know: verification codes, call notifications and important changes to the service.',
        'To fix faults and improve the app, using crash reports and statistics that no longer identify you. Face information is never used for this.',
        'To meet our legal obligations, including answering lawful requests from the authorities.',
      ],
      closing: [
        'We do not use your information for advertising and we do not sell it. The only automated decision the service makes is matching your face against your own registered template when you stand at a door; if it fails, you can always enter another way.',
      ],
    },
    {
      heading: '4. How long we keep it',
      items: [
        'Account information: as long as your account exists; deleted or anonymised within 30 days after you close it.',
        'Face photos and templates: as long as you are registered for face entry at the site. They are deleted from our servers and removed from the site’s door panels within 7 days after you withdraw consent, delete them in the app, move out, or the site operator removes you. Photos that fail registration are deleted within 30 days.',
        'Visitor snapshots and call recordings: 30 days.',
        'Call and entry records: 180 days, after which they are deleted or anonymised.',
        'Security logs (sign-ins and the addresses they came from): at least 6 months, as the law requires, and no more than 12 months.',
        'Crash reports and device information: 90 days.',
      ],
      closing: [
        'Where the law requires us to keep something longer, we keep only that, only for as long as required, and only the people who must see it can.',
      ],
    },
    {
      heading: '5. Who we share it with',
      items: [
        'The site operator of your building: your residence information, whether your face is registered, and the call and entry records of its site, so that it can manage who enters. It never receives your password.',
        'The door panels of your site: your face template (not your photo) is sent to the panels of the buildings you are registered for. The panels keep it encrypted and delete it when you are removed.',
        'Companies that work for us: cloud hosting and storage, the SMS provider that sends verification codes, and the push notification service of your phone’s system (Apple, Google or the phone’s maker). They may use the information only to provide their service to us, under contract and a duty of confidentiality.',
        'Authorities, when the law requires it, and only what the request lawfully covers.',
        'A successor, if the service is transferred to another company. We will tell you, and the successor must keep to this policy or ask for your consent again.',
      ],
      closing: [
        'Your information is stored on servers in the country where your site’s service is hosted. If it ever has to be sent to another country, we will tell you first, take the safeguards the law requires and ask for your separate consent where it is needed.',
      ],
    },
    {
      heading: '6. How we protect it',
      items: [
        'Every connection between the app, the door panels and our servers is encrypted. Face information is encrypted where it is stored; passwords are stored only as salted hashes.',
        'Only the staff and administrators who need the information can reach it, each with their own account; every request is checked against their permissions and recorded.',
        'Face templates are kept apart from names and contact details and cannot be turned back into a photo.',
        'We test the service’s security regularly, keep backups, and follow an incident plan. If a breach affects you, we will tell you and the authorities as the law requires: what happened, what it may mean for you and what you can do.',
      ],
    },
    {
      heading: '7. Your rights and how to use them',
      items: [
        'See and copy your information: your account, residence, face registration and records are shown in the app, and you can ask us for a copy.',
        'Correct it: edit your profile in the app, and ask your site operator to correct your residence information.',
        'Delete it: delete your face photo in the app at any time, and ask us to delete other information when it is no longer needed, when you withdraw your consent, or when it was processed against the law.',
        'Withdraw consent: turn off face entry in the app. This does not affect what was done before, and you can still enter with the app, a card or a code.',
        'Close your account: in the app under Settings › Account › Close account. We then delete or anonymise your information as set out in section 4.',
        'Ask for an explanation, or complain: ask us how your information is processed; if our answer does not satisfy you, you may complain to the data protection authority where you live.',
      ],
      closing: [
        `Make a request in the app (Settings › Help & feedback) or by email to ${LEGAL_CONTACT_EMAIL}. We check that the request comes from you and answer within ${ANSWER_WITHIN_WORKING_DAYS} working days, free of charge unless a request is plainly excessive.`,
      ],
    },
    {
      heading: '8. Children',
      paragraphs: [
        'The app is meant for residents aged 14 and over. A child under 14 may be registered for face entry only by a parent or guardian who consents for the child, and who can use the child’s rights on their behalf. If we learn that we hold a child’s information without that consent, we delete it.',
      ],
    },
    {
      heading: '9. Changes to this policy',
      paragraphs: [
        'We announce changes in the app before they take effect. When a change is significant — a new purpose, a new kind of sensitive information, or a new recipient — we ask for your consent again.',
      ],
    },
    {
      heading: '10. Contact us',
      paragraphs: [
        `Write to the Intercom Cloud personal information protection contact at ${LEGAL_CONTACT_EMAIL}, or use Settings › Help & feedback in the app.`,
      ],
    },
  ],
};

export default appPrivacyEn;
