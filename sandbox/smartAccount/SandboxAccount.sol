// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

// The sandbox's smart account: a minimal owner-executes account for the offline sandbox's local
// chains, so the embedded wallet's "smart account" is a real contract whose address, balance and
// sender an app sees. It is NOT an ERC-4337 account: there is no EntryPoint, no UserOperation, no
// bundler and no paymaster. The owner (the user's key) sends an ordinary transaction calling
// `execute` and pays its gas; the account makes the call. Signatures are the owner's, checked
// through EIP-1271 (and ERC-6492 before deployment, through the factory). A signature is the
// owner's over the hash alone, not bound to the account or the chain (no ERC-7739 wrapping): the
// factory is at one address on every sandbox chain, so it holds on all of them. The messages a
// sandbox user signs (EIP-4361, EIP-712 with a domain) name their chain themselves.
// Not meant for real funds.

/// @title Sandbox Account
/// @notice Executes calls for its owner and answers EIP-1271 for the owner's signatures.
contract SandboxAccount {
    /// @notice The only address that may make the account call out, and whose signatures it accepts.
    address public immutable owner;

    // EIP-1271's answers: the selector of isValidSignature for "valid", anything else for "not".
    bytes4 internal constant VALID = 0x1626ba7e;
    bytes4 internal constant INVALID = 0xffffffff;
    // secp256k1's order / 2: a signature with s above it is the malleable twin of a low-s one
    // (EIP-2), refused so one signature cannot be replayed under a second encoding.
    uint256 internal constant HALF_ORDER =
        0x7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0;

    error NotOwner(address caller);

    constructor(address owner_) {
        owner = owner_;
    }

    /// @notice Takes the chain's currency sent to it, so it has a balance to send from.
    receive() external payable {}

    /// @notice Calls `to` with `value` wei of the account's balance and `data`, for the owner only.
    /// A reverting call reverts this one with the same revert data, so errors reach the sender.
    function execute(address to, uint256 value, bytes calldata data)
        external
        returns (bytes memory result)
    {
        if (msg.sender != owner) revert NotOwner(msg.sender);
        bool success;
        (success, result) = to.call{value: value}(data);
        if (!success) {
            assembly {
                revert(add(result, 32), mload(result))
            }
        }
    }

    /// @notice EIP-1271: VALID when `signature` is the owner's 65-byte (r, s, v) signature of
    /// `hash` itself (no prefix added here: the caller hashes the message its own way), with a low s.
    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        if (signature.length != 65) return INVALID;
        bytes32 r = bytes32(signature[0:32]);
        bytes32 s = bytes32(signature[32:64]);
        uint8 v = uint8(signature[64]);
        if (uint256(s) > HALF_ORDER || (v != 27 && v != 28)) return INVALID;
        address signer = ecrecover(hash, v, r, s);
        // ecrecover answers address(0) for a signature it cannot recover.
        if (signer == address(0) || signer != owner) return INVALID;
        return VALID;
    }
}

/// @title Sandbox Account Factory
/// @notice Deploys each owner's SandboxAccount at an address known before deployment (CREATE2,
/// salted by the owner), so the account can receive funds and sign (ERC-6492) before it exists.
/// Anyone may deploy an owner's account: it only ever obeys that owner.
contract SandboxAccountFactory {
    event AccountCreated(address indexed owner, address indexed account);

    /// @notice The owner's account, deployed now unless it already is (then just its address).
    function createAccount(address owner) external returns (address account) {
        account = accountOf(owner);
        if (account.code.length > 0) return account;
        SandboxAccount created = new SandboxAccount{salt: _salt(owner)}(owner);
        account = address(created);
        emit AccountCreated(owner, account);
    }

    /// @notice The address `createAccount(owner)` deploys to, deployed or not.
    function accountOf(address owner) public view returns (address) {
        bytes32 initCodeHash =
            keccak256(abi.encodePacked(type(SandboxAccount).creationCode, abi.encode(owner)));
        bytes32 digest =
            keccak256(abi.encodePacked(bytes1(0xff), address(this), _salt(owner), initCodeHash));
        return address(uint160(uint256(digest)));
    }

    function _salt(address owner) private pure returns (bytes32) {
        return bytes32(uint256(uint160(owner)));
    }
}
