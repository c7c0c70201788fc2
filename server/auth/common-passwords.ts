// Well-known passwords of 8+ characters from public breach top lists (shorter ones fail the length rule anyway).
export const COMMON_PASSWORDS = new Set(
  `password password1 password12 password123 password1234 passw0rd p@ssw0rd p@ssword 12345678 123456789 1234567890
  12345678910 87654321 11111111 00000000 88888888 qwertyuiop qwerty123 qwerty1234 1qaz2wsx 1q2w3e4r 1q2w3e4r5t zaq12wsx
  iloveyou iloveyou1 sunshine sunshine1 princess princess1 football football1 baseball baseball1 superman batman123
  trustno1 welcome1 welcome123 abc12345 abcd1234 abcdefgh letmein1 letmein123 master123 whatever dragon123 monkey123
  changeme changeme1 admin123 admin1234 administrator adminadmin password! qwertyui asdfghjk asdfasdf zxcvbnm1
  computer internet michelle jennifer jordan23 liverpool starwars mercedes pakistan samantha 1234qwer qwer1234
  realestate realtor1 realtor123 homesweethome maryland virginia baltimore washington 123123123 987654321 11223344
  aa123456 a1234567 q1w2e3r4 q1w2e3r4t5 test1234 testtest secret123 passpass hello123 hellohello football123 blink182
  chocolate butterfly password2 password01 charlie1 michael1 jessica1 ashley123 freedom1 shadow123 mustang1 loveme12`
    .split(/\s+/)
    .filter(Boolean),
);
