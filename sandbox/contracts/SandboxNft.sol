// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// @notice What a contract must answer to take a token through `safeTransferFrom` (ERC-721).
interface ISandboxNftReceiver {
    function onERC721Received(address operator, address from, uint256 tokenId, bytes calldata data)
        external
        returns (bytes4);
}

/// @title Sandbox Critters
/// @notice A minimal ERC-721 for the offline sandbox, so the account hub's NFT tab and the NFT
/// transfers of its activity list have something real to read. Only the deployer mints, with the
/// token ids it chooses, so a seeded chain holds the same tokens every time. The images and names
/// are served by the stand-in Blockchain API, not stored on chain: `tokenURI` only names the token.
contract SandboxNft {
    string public constant name = "Sandbox Critters";
    string public constant symbol = "CRIT";

    address public immutable owner;

    mapping(uint256 => address) private _ownerOf;
    mapping(address => uint256) private _balanceOf;
    mapping(uint256 => address) public getApproved;
    mapping(address => mapping(address => bool)) public isApprovedForAll;

    event Transfer(address indexed from, address indexed to, uint256 indexed tokenId);
    event Approval(address indexed owner, address indexed approved, uint256 indexed tokenId);
    event ApprovalForAll(address indexed owner, address indexed operator, bool approved);

    error NotOwner(address caller);
    error NoSuchToken(uint256 tokenId);
    error AlreadyMinted(uint256 tokenId);
    error InvalidReceiver(address to);
    error NotAllowed(address caller, uint256 tokenId);
    error WrongFrom(address from, uint256 tokenId);

    constructor() {
        owner = msg.sender;
    }

    function mint(address to, uint256 tokenId) external {
        if (msg.sender != owner) revert NotOwner(msg.sender);
        if (to == address(0)) revert InvalidReceiver(to);
        if (_ownerOf[tokenId] != address(0)) revert AlreadyMinted(tokenId);
        _ownerOf[tokenId] = to;
        unchecked {
            _balanceOf[to] += 1;
        }
        emit Transfer(address(0), to, tokenId);
    }

    function ownerOf(uint256 tokenId) public view returns (address holder) {
        holder = _ownerOf[tokenId];
        // The standard has ownerOf revert for a token nobody holds, rather than answer zero.
        if (holder == address(0)) revert NoSuchToken(tokenId);
    }

    function balanceOf(address holder) external view returns (uint256) {
        if (holder == address(0)) revert InvalidReceiver(holder);
        return _balanceOf[holder];
    }

    function tokenURI(uint256 tokenId) external view returns (string memory) {
        ownerOf(tokenId);
        return string.concat("sandbox://critters/", _decimal(tokenId));
    }

    function approve(address approved, uint256 tokenId) external {
        address holder = ownerOf(tokenId);
        if (msg.sender != holder && !isApprovedForAll[holder][msg.sender]) {
            revert NotAllowed(msg.sender, tokenId);
        }
        getApproved[tokenId] = approved;
        emit Approval(holder, approved, tokenId);
    }

    function setApprovalForAll(address operator, bool approved) external {
        isApprovedForAll[msg.sender][operator] = approved;
        emit ApprovalForAll(msg.sender, operator, approved);
    }

    function transferFrom(address from, address to, uint256 tokenId) public {
        address holder = ownerOf(tokenId);
        if (holder != from) revert WrongFrom(from, tokenId);
        // Sending to the zero address would burn the token; a wallet test wants that to fail loudly.
        if (to == address(0)) revert InvalidReceiver(to);
        bool allowed = msg.sender == holder || getApproved[tokenId] == msg.sender
            || isApprovedForAll[holder][msg.sender];
        if (!allowed) revert NotAllowed(msg.sender, tokenId);
        // A transfer ends the old holder's approval of this token, as the standard requires.
        delete getApproved[tokenId];
        _ownerOf[tokenId] = to;
        unchecked {
            _balanceOf[from] -= 1;
            _balanceOf[to] += 1;
        }
        emit Transfer(from, to, tokenId);
    }

    function safeTransferFrom(address from, address to, uint256 tokenId) external {
        safeTransferFrom(from, to, tokenId, "");
    }

    function safeTransferFrom(address from, address to, uint256 tokenId, bytes memory data) public {
        transferFrom(from, to, tokenId);
        if (to.code.length == 0) return;
        // A contract that does not know ERC-721 would lock the token away for good: refuse it.
        bytes4 answer = ISandboxNftReceiver(to).onERC721Received(msg.sender, from, tokenId, data);
        if (answer != ISandboxNftReceiver.onERC721Received.selector) revert InvalidReceiver(to);
    }

    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        // ERC-165 itself, ERC-721 and its metadata extension.
        return interfaceId == 0x01ffc9a7 || interfaceId == 0x80ac58cd || interfaceId == 0x5b5e139f;
    }

    function _decimal(uint256 value) private pure returns (string memory) {
        if (value == 0) return "0";
        uint256 digits;
        for (uint256 rest = value; rest != 0; rest /= 10) digits++;
        bytes memory text = new bytes(digits);
        for (; value != 0; value /= 10) text[--digits] = bytes1(uint8(48 + (value % 10)));
        return string(text);
    }
}
