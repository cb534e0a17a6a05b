// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// @title Sandbox Euro
/// @notice The sandbox's second ERC20, with 18 decimals where SUSD has 6, so a swap moves between
/// tokens of different decimals and a route can take two hops (ETH -> SUSD -> SEUR). The initial
/// supply is minted to the deployer, who seeds the SUSD/SEUR pool and hands some to the dev
/// accounts. No owner. `mint` is a faucet anyone may call (at most 1000 SEUR a call).
contract SandboxEuro {
    string public constant name = "Sandbox Euro";
    string public constant symbol = "SEUR";
    uint8 public constant decimals = 18;

    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    error InsufficientBalance(address from, uint256 balance, uint256 needed);
    error InsufficientAllowance(address spender, uint256 allowance, uint256 needed);
    error InvalidReceiver(address to);
    error MintTooLarge(uint256 value, uint256 max);

    uint256 public constant maxMint = 1000 * 10 ** decimals;

    constructor(uint256 initialSupply) {
        totalSupply = initialSupply;
        balanceOf[msg.sender] = initialSupply;
        emit Transfer(address(0), msg.sender, initialSupply);
    }

    function transfer(address to, uint256 value) external returns (bool) {
        _move(msg.sender, to, value);
        return true;
    }

    function approve(address spender, uint256 value) external returns (bool) {
        allowance[msg.sender][spender] = value;
        emit Approval(msg.sender, spender, value);
        return true;
    }

    function transferFrom(address from, address to, uint256 value) external returns (bool) {
        uint256 allowed = allowance[from][msg.sender];
        // The maximum allowance means "unlimited" and is never spent down, as most tokens do.
        if (allowed != type(uint256).max) {
            if (allowed < value) revert InsufficientAllowance(msg.sender, allowed, value);
            allowance[from][msg.sender] = allowed - value;
        }
        _move(from, to, value);
        return true;
    }

    function mint(address to, uint256 value) external {
        if (to == address(0)) revert InvalidReceiver(to);
        if (value > maxMint) revert MintTooLarge(value, maxMint);
        totalSupply += value;
        balanceOf[to] += value;
        emit Transfer(address(0), to, value);
    }

    function _move(address from, address to, uint256 value) private {
        // Sending to the zero address would silently burn; a wallet test wants that to fail loudly.
        if (to == address(0)) revert InvalidReceiver(to);
        uint256 balance = balanceOf[from];
        if (balance < value) revert InsufficientBalance(from, balance, value);
        unchecked {
            balanceOf[from] = balance - value;
        }
        balanceOf[to] += value;
        emit Transfer(from, to, value);
    }
}
