"""Makes the RSA key that stands in for Apple's in the Sign in with Apple checks: FOLDER/apple-key.pem (private,
for the checks to sign identity tokens) and FOLDER/apple-jwks.json (public, for quotevault-server --apple-keys).

    python ServerChecks/integration/apple_keys.py FOLDER
"""
import base64
import json
import sys

from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import rsa

KID = "python-check"


def b64url(number):
    raw = number.to_bytes((number.bit_length() + 7) // 8, "big")
    return base64.urlsafe_b64encode(raw).rstrip(b"=").decode()


def main(folder):
    key = rsa.generate_private_key(public_exponent=65537, key_size=2048)
    with open(f"{folder}/apple-key.pem", "wb") as out:
        out.write(key.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8,
                                    serialization.NoEncryption()))
    numbers = key.public_key().public_numbers()
    jwk = {"kty": "RSA", "kid": KID, "use": "sig", "alg": "RS256", "n": b64url(numbers.n), "e": b64url(numbers.e)}
    with open(f"{folder}/apple-jwks.json", "w") as out:
        json.dump({"keys": [jwk]}, out)


if __name__ == "__main__":
    main(sys.argv[1])
